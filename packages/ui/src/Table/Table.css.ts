import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const wrap = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
})
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm })
export const column = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  backgroundColor: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-focus-visible]': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: -3,
    },
  },
})
export const sortIcon = style({ marginInlineStart: vars.space.xs, color: vars.color.textMuted })
export const row = style({
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
    '&[data-hovered]': { backgroundColor: vars.color.primarySubtle },
    '&[data-focus-visible]': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: -3,
    },
  },
})
export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: -3,
    },
  },
})
