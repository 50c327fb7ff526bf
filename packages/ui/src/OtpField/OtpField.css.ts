import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const boxes = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'repeat(var(--otp-length), minmax(0, 48px))',
  gap: vars.space.sm,
  width: 'fit-content',
  maxWidth: '100%',
})

export const box = style({
  display: 'grid',
  placeItems: 'center',
  height: 56,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  selectors: {
    [`${boxes}[data-invalid] &`]: { borderColor: vars.color.danger, borderWidth: 2 },
    [`${boxes}[data-disabled] &`]: { backgroundColor: vars.color.surfaceSunken, color: vars.color.textMuted },
    // The box where the next digit goes gets the theme's focus ring while the input is focused.
    [`${boxes}:focus-within &[data-active]`]: {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 ${vars.focus.width} ${vars.color.focusRing}`,
    },
  },
})

/**
 * The real input covers the boxes, transparent: the browser, password managers and SMS autofill
 * all see one ordinary one-time-code input, and taps land on it.
 */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  padding: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: 'transparent',
  caretColor: 'transparent',
  fontSize: 16,
  letterSpacing: '2.5em',
  selectors: { '&::selection': { background: 'transparent' } },
})
