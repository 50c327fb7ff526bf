import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: 600,
  color: vars.color.text,
})
export const lead = style({ margin: 0, color: vars.color.text, lineHeight: 1.5 })
export const actions = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
})
