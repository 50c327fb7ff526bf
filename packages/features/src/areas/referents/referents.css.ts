import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const muted = style({ margin: 0, color: vars.color.textMuted })
export const name = style({ margin: 0, fontWeight: vars.font.weight.semibold, color: vars.color.text })
export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
})
