import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'
import { focusRing } from '../theme/styles.css'

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  textAlign: 'center',
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.primary, backgroundColor: vars.color.primarySubtle },
    '&[data-focus-visible]': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
})
export const label = style({ fontWeight: vars.font.weight.semibold })
export const hint = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted })
export const error = style({
  fontSize: vars.font.size.sm,
  color: vars.color.danger,
  fontWeight: vars.font.weight.medium,
})
export const button = style({
  ...focusRing,
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.primary}`,
  backgroundColor: vars.color.surface,
  color: vars.color.primary,
  fontWeight: vars.font.weight.semibold,
  selectors: { ...focusRing.selectors, '&[data-hovered]': { backgroundColor: vars.color.primarySubtle } },
})
