import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'
import { focusRing } from '../theme/styles.css'

export const calendar = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'fit-content',
})
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})
export const heading = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'capitalize',
})
export const nav = style({
  ...focusRing,
  width: 36,
  height: 36,
  display: 'grid',
  placeItems: 'center',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  selectors: { ...focusRing.selectors, '&[data-hovered]': { backgroundColor: vars.color.primarySubtle } },
})
export const grid = style({ borderCollapse: 'collapse' })
export const weekday = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  paddingBottom: vars.space.xs,
})
export const cell = style({
  width: 40,
  height: 40,
  display: 'grid',
  placeItems: 'center',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { backgroundColor: vars.color.primarySubtle },
    '&[data-today]': { fontWeight: vars.font.weight.bold, textDecoration: 'underline' },
    '&[data-selected]': { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
    '&[data-selection-start], &[data-selection-end]': {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&[data-selected]:not([data-selection-start]):not([data-selection-end])[data-range]': {},
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.textMuted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
    '&[data-focus-visible]': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: 1,
    },
  },
})
// Days inside a range are tinted, not filled, so that start and end stay distinguishable.
export const rangeCell = style({
  selectors: {
    '&[data-selected]:not([data-selection-start]):not([data-selection-end])': {
      backgroundColor: vars.color.primarySubtle,
      color: vars.color.text,
      borderRadius: 0,
    },
  },
})
