import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowX: 'auto',
})
export const tab = style({
  padding: `${vars.space.sm} ${vars.space.lg}`,
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  borderBottom: '3px solid transparent',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-selected]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    '&[data-focus-visible]': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: -3,
    },
  },
})
export const panel = style({
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
  },
})
