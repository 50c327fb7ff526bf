import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'
import { focusRing } from '../theme/styles.css'

export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.xs} 0 ${vars.space.md}`,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  width: 'fit-content',
  minWidth: 180,
  selectors: {
    '&[data-focus-within]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 ${vars.focus.width} ${vars.color.focusRing}`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger, borderWidth: 2 },
    '&[data-disabled]': { backgroundColor: vars.color.surfaceSunken, color: vars.color.textMuted },
  },
})
export const input = style({ display: 'flex', flex: 1, fontVariantNumeric: 'tabular-nums' })
export const segment = style({
  padding: '0 1px',
  borderRadius: 2,
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.textMuted },
    '&[data-type="literal"]': { color: vars.color.textMuted },
    '&[data-focused]': { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
  },
})
export const button = style({
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
export const dash = style({ color: vars.color.textMuted, padding: `0 ${vars.space.xs}` })
export const popover = style({
  padding: vars.space.md,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.popover,
})
