import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 32,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
})

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: 44,
  height: 26,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surfaceSunken,
  transition: 'background-color 150ms',
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${switchRoot}[data-focus-visible] &`]: {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
})

export const thumb = style({
  position: 'absolute',
  top: 2,
  left: 2,
  width: 18,
  height: 18,
  borderRadius: '50%',
  backgroundColor: vars.color.borderStrong,
  transition: 'transform 150ms',
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      transform: 'translateX(18px)',
      backgroundColor: vars.color.onPrimary,
    },
  },
})
