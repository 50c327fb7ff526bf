import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
})

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
})

export const required = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs })

export const description = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted })

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.danger,
  fontWeight: vars.font.weight.medium,
})

/** The box shared by every text-like input so that all fields look alike in every brand. */
export const input = style({
  width: '100%',
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.size.md,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  // The focus ring itself comes and goes at once: a fading shadow outside the box left a stale row of
  // pixels below the field in Chromium once it was gone.
  transition: 'border-color 120ms',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[data-hovered]': { borderColor: vars.color.text },
    // Text inputs always show focus (mouse users type into them too), hence [data-focused].
    '&[data-focused]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 ${vars.focus.width} ${vars.color.focusRing}`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger, borderWidth: 2 },
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
})
