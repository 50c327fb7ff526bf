import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minHeight: 32,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
})

export const box = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: 22,
  height: 22,
  marginTop: 1,
  borderRadius: vars.radius.sm,
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  color: vars.color.onPrimary,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${checkbox}[data-hovered]:not([data-selected]) &`]: { borderColor: vars.color.text },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${checkbox}[data-focus-visible] &`]: {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
})

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs })
export const description = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted })
