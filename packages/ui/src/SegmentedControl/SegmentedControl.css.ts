import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })

export const track = style({
  display: 'flex',
  padding: vars.space.xxs,
  gap: vars.space.xxs,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
})

export const segment = style({
  flex: 1,
  display: 'grid',
  placeItems: 'center',
  minHeight: 40,
  padding: `0 ${vars.space.md}`,
  borderRadius: `calc(${vars.radius.md} - 2px)`,
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  textAlign: 'center',
  outline: 'none',
  transition: 'background-color 120ms',
  selectors: {
    '&[data-hovered]:not([data-selected])': { backgroundColor: vars.color.primarySubtle },
    '&[data-selected]': {
      backgroundColor: vars.color.primary,
      color: vars.color.onPrimary,
      boxShadow: vars.shadow.sm,
    },
    '&[data-focus-visible]': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
})
