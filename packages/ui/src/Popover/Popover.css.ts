import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

// Shared by every floating list (Select, ComboBox, Menu) so that they look like one family.
export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: 360,
  overflow: 'auto',
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.popover,
  outline: 'none',
})

export const panel = style({ padding: vars.space.lg, maxWidth: 360 })

export const listBox = style({
  outline: 'none',
  padding: vars.space.xs,
  display: 'flex',
  flexDirection: 'column',
})

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: 40,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { backgroundColor: vars.color.primarySubtle },
    '&[data-selected]': { fontWeight: vars.font.weight.semibold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  },
})

export const empty = style({ padding: vars.space.md, color: vars.color.textMuted })

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  textAlign: 'start',
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.text },
    '&[data-focus-visible]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 ${vars.focus.width} ${vars.color.focusRing}`,
    },
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
})

export const placeholder = style({ color: vars.color.textMuted })
