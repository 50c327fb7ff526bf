import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })
export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 36,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.primarySubtle },
    '&[data-selected]': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&[data-focus-visible]': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
})
export const count = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.semibold })
