import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const muted = style({ margin: 0, color: vars.color.textMuted })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 14rem) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
})
/** A term and its value: the grid lays out the pair, the wrapper only groups them for the markup. */
export const factRow = style({ display: 'contents' })
export const factLabel = style({ color: vars.color.textMuted })
export const factValue = style({ margin: 0 })
