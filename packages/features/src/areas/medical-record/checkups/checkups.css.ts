import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

/** The latest measure of each vital sign: its name, then its value and when it was taken. */
export const measures = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 14rem) minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  overflowWrap: 'anywhere',
})
/** A term and its value: the grid lays out the pair, the wrapper only groups them for the markup. */
export const measure = style({ display: 'contents' })
export const label = style({ color: vars.color.textMuted })
export const value = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.sm}` })
export const number = style({ fontWeight: vars.font.weight.semibold })
export const date = style({ color: vars.color.textMuted })
export const muted = style({ margin: 0, color: vars.color.textMuted })
/** A live region: out of the flow while empty, so that it adds no gap, yet never hidden from readers. */
export const announcement = style({
  margin: 0,
  fontWeight: vars.font.weight.semibold,
  selectors: { '&:empty': { position: 'absolute' } },
})
export const reminder = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
})
