import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'
import { focusRing } from '../theme/styles.css'

export const row = style({ display: 'flex', gap: vars.space.sm, alignItems: 'stretch' })

export const countryButton = style({
  ...focusRing,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  selectors: {
    ...focusRing.selectors,
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-disabled]': { backgroundColor: vars.color.surfaceSunken, color: vars.color.textMuted },
  },
})

export const popover = style({
  minWidth: 280,
  maxHeight: 320,
  overflow: 'auto',
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.popover,
})

export const listBox = style({ outline: 'none', padding: vars.space.xs })

export const option = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.primarySubtle },
    '&[data-selected]': { fontWeight: vars.font.weight.semibold },
  },
})

export const callingCode = style({ color: vars.color.textMuted })
export const inputWrap = style({ flex: 1, minWidth: 0 })
