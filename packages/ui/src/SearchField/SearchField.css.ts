import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'
import { focusRing } from '../theme/styles.css'

export const wrap = style({ position: 'relative', display: 'flex', alignItems: 'center' })
export const icon = style({
  position: 'absolute',
  left: vars.space.md,
  color: vars.color.textMuted,
  pointerEvents: 'none',
})
export const input = style({
  paddingLeft: 40,
  paddingRight: 44,
  selectors: {
    '&::-webkit-search-cancel-button, &::-webkit-search-decoration': { WebkitAppearance: 'none' },
  },
})
// The field carries data-empty; the clear button hides itself under it (vanilla-extract selectors
// must target their own class).
export const field = style({})
export const clear = style({
  ...focusRing,
  position: 'absolute',
  right: vars.space.xs,
  width: 36,
  height: 36,
  display: 'grid',
  placeItems: 'center',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  selectors: {
    ...focusRing.selectors,
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    [`${field}[data-empty] &`]: { display: 'none' },
  },
})
