import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'
import { focusRing } from '../theme/styles.css'

export const button = recipe({
  base: {
    ...focusRing,
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transition: 'background-color 120ms, border-color 120ms, transform 80ms',
    WebkitTapHighlightColor: 'transparent',
    selectors: {
      ...focusRing.selectors,
      '&[data-pressed]': { transform: 'scale(0.98)' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: {
          '&[data-hovered]:not([data-disabled]), &[data-pressed]': {
            backgroundColor: vars.color.primaryHover,
          },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.primary,
        borderColor: vars.color.primary,
        selectors: {
          '&[data-hovered]:not([data-disabled]), &[data-pressed]': {
            backgroundColor: vars.color.primarySubtle,
          },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.primary,
        selectors: {
          '&[data-hovered]:not([data-disabled]), &[data-pressed]': {
            backgroundColor: vars.color.primarySubtle,
          },
        },
      },
      danger: {
        backgroundColor: vars.color.danger,
        color: vars.color.onDanger,
        selectors: {
          '&[data-hovered]:not([data-disabled]), &[data-pressed]': {
            backgroundColor: vars.color.dangerHover,
          },
        },
      },
    },
    size: {
      // 44 px minimum on md/lg: the WCAG 2.5.5 target size, which matters to nurses on the move.
      sm: { minHeight: 32, padding: `0 ${vars.space.md}`, fontSize: vars.font.size.sm },
      md: { minHeight: 44, padding: `0 ${vars.space.lg}`, fontSize: vars.font.size.md },
      lg: { minHeight: 52, padding: `0 ${vars.space.xl}`, fontSize: vars.font.size.lg },
    },
    fullWidth: { true: { width: '100%' } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
})

// Kept in the layout while pending so the button does not change width, but not visible.
export const hiddenLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  opacity: 0,
})
export const label = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm })
export const pendingSpinner = style({ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' })
