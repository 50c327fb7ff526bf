import { globalStyle, style } from '@vanilla-extract/css'
import { LAYOUT } from '@relais/domain'
import { focusRing, vars } from '@relais/ui/themes'

export const tiles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
})
export const tile = style({
  ...focusRing,
  display: 'flex',
  alignItems: 'center',
  minHeight: 96,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.lg,
  textDecoration: 'none',
  selectors: {
    ...focusRing.selectors,
    '&[data-hovered]': { borderColor: vars.color.primary, color: vars.color.primary },
  },
})
export const tools = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md })
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
export const ids = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  wordBreak: 'break-all',
  fontSize: vars.font.size.sm,
})
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' })
export const loading = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm })
// The spec's height for the administrators' list: beyond it the list scrolls (arrows move through it).
export const administrators = style({ maxHeight: LAYOUT.adminListMaxHeightPx })
// The kit's list is a flex column: its rows would shrink to fit the height instead of scrolling.
globalStyle(`${administrators} > *`, { flexShrink: 0 })
export const administrator = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
})
export const administratorText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 })
export const administratorName = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' })
export const administratorMeta = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
})
export const addForm = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
})
export const addField = style({ alignSelf: 'stretch' })
// The review list's cells: lines of a contact, and each number with the directory's word on it.
export const cellLines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 })
export const cellStrong = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' })
export const cellText = style({ overflowWrap: 'anywhere' })
export const checks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})
export const check = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs })
export const checkNumber = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })
export const checkName = style({
  flexBasis: '100%',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
})
export const dialogText = style({ margin: 0, lineHeight: 1.5 })
