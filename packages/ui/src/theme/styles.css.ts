import { style } from '@vanilla-extract/css'
import { vars } from './contract.css'

/** Focus ring drawn only for keyboard focus (react-aria's [data-focus-visible]). */
export const focusRing = {
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
} as const

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
})
