import { style, styleVariants } from '@vanilla-extract/css'
import { LAYOUT } from '@relais/domain'
import { vars } from '@relais/ui/themes'

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
})
/** The spec's report list: 600 px at most, scrolling beyond. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  maxHeight: LAYOUT.reportListHeightPx,
  overflowY: 'auto',
})
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
})
export const rowText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 })
export const rowTitle = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' })
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm })

export const viewer = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 })
export const when = style({ margin: 0, fontWeight: vars.font.weight.semibold })
export const part = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })
export const partTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
})
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
})
/** A fact's term and value, laid out by the list's grid. */
export const factGroup = style({ display: 'contents' })
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' })
export const text = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })
export const paragraph = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' })
export const listItem = style({ display: 'flex', gap: vars.space.xs, margin: 0, overflowWrap: 'anywhere' })
/** A list item's indent by how deep its list is (deeper ones as the deepest shown). */
export const depth = styleVariants({
  0: {},
  1: { paddingLeft: vars.space.lg },
  2: { paddingLeft: vars.space.xxl },
  3: { paddingLeft: vars.space.xxxl },
})
export const attachments = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})
export const attachment = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const times = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md })
export const chosen = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})
export const chosenFile = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  overflowWrap: 'anywhere',
})
export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm })
