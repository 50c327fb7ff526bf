import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'
import { focusRing } from '../theme/styles.css'

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})
export const gap = style({ padding: `0 ${vars.space.xs}`, color: vars.color.textMuted })
export const button = style({
  ...focusRing,
  minWidth: 44,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    ...focusRing.selectors,
    '&[data-hovered]': { backgroundColor: vars.color.primarySubtle },
    '&[aria-current="page"]': {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
})
