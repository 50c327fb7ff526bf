import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: {
    [`${group}[data-orientation="horizontal"] &`]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      gap: vars.space.lg,
    },
  },
})

export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 32,
  cursor: 'pointer',
  color: vars.color.text,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
})

export const circle = style({
  flexShrink: 0,
  width: 20,
  height: 20,
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  transition: 'border-width 120ms',
  selectors: {
    [`${radio}[data-selected] &`]: { borderColor: vars.color.primary, borderWidth: 6 },
    [`${radio}[data-hovered]:not([data-selected]) &`]: { borderColor: vars.color.text },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${radio}[data-focus-visible] &`]: {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
})
