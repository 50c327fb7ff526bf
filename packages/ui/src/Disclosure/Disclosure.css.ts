import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

// A collapsible section: a bordered box whose heading is the button that opens it.
export const disclosure = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
})
export const heading = style({ margin: 0, fontSize: vars.font.size.md })
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.font.weight.semibold,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[data-focus-visible]': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: -3,
    },
  },
})
export const chevron = style({
  transition: 'transform 150ms ease-out',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(90deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})
export const panel = style({ padding: `${vars.space.xs} ${vars.space.md} ${vars.space.md}` })
