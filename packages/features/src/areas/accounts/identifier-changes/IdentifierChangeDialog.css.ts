import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const lead = style({ margin: 0, color: vars.color.text, lineHeight: 1.5 })
export const destination = style({ overflowWrap: 'anywhere' })
export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
})
