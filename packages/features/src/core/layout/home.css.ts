import { style } from '@vanilla-extract/css'
import { media, vars } from '@relais/ui/themes'

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [media.up('laptop')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})
export const wide = style({ '@media': { [media.up('laptop')]: { gridColumn: '1 / -1' } } })
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  color: vars.color.text,
})
