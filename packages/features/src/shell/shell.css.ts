import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

export const title = style({ margin: 0, fontSize: vars.font.size.xl, color: vars.color.text })
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  color: vars.color.text,
})
