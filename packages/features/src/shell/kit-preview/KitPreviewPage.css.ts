import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 320px), 1fr))',
  gap: vars.space.lg,
})
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
