import { keyframes, style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'

const fromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } })
const fromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } })

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.drawer,
  backgroundColor: vars.color.overlay,
})

export const panel = recipe({
  base: {
    position: 'fixed',
    top: 0,
    bottom: 0,
    width: 'min(480px, 100vw)',
    overflow: 'auto',
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    outline: 'none',
  },
  variants: {
    side: {
      right: { right: 0, selectors: { '&[data-entering]': { animation: `${fromRight} 200ms ease-out` } } },
      left: { left: 0, selectors: { '&[data-entering]': { animation: `${fromLeft} 200ms ease-out` } } },
    },
  },
})

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  outline: 'none',
  minHeight: '100%',
})
