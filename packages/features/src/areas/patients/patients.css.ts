import { style } from '@vanilla-extract/css'
import { media, vars } from '@relais/ui/themes'

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const search = style({
  maxWidth: '100%',
  '@media': { [media.up('tablet')]: { maxWidth: 420 } },
})

export const listTitle = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.text })

export const nir = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' })
export const muted = style({ color: vars.color.textMuted })

export const pendingList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})
export const pendingItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  color: vars.color.text,
})
export const pendingName = style({ fontWeight: vars.font.weight.semibold })

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
})
/** A term and its value: the grid lays out the pair, the wrapper only groups them for the markup. */
export const factRow = style({ display: 'contents' })
export const factLabel = style({ color: vars.color.textMuted })
export const factValue = style({ margin: 0 })

export const sections = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [media.up('laptop')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})
export const recordText = style({ margin: 0, color: vars.color.text, whiteSpace: 'pre-wrap' })

export const lookup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const outcome = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
export const outcomeActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
export const checking = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm })
