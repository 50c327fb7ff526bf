import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  outline: 'none',
  overflow: 'auto',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
})

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  color: vars.color.text,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-selected]': {
      backgroundColor: vars.color.primarySubtle,
      boxShadow: `inset 4px 0 0 ${vars.color.primary}`,
    },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    '&[data-focus-visible]': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: -3,
    },
  },
})

export const content = style({ flex: 1, minWidth: 0 })
