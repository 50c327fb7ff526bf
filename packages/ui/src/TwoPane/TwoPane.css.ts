import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'
import { media } from '../theme/breakpoints'

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  '@media': { [media.up('laptop')]: { gridTemplateColumns: 'minmax(280px, 360px) 1fr' } },
})
const narrowOnly = media.down('laptop')
export const list = style({
  minWidth: 0,
  '@media': { [narrowOnly]: { selectors: { [`${root}[data-selected="true"] &`]: { display: 'none' } } } },
})
export const detail = style({
  minWidth: 0,
  '@media': { [narrowOnly]: { selectors: { [`${root}[data-selected="false"] &`]: { display: 'none' } } } },
})
export const back = style({
  display: 'none',
  marginBottom: vars.space.sm,
  '@media': { [narrowOnly]: { display: 'block' } },
})
