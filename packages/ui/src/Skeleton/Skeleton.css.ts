import { keyframes } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } })

export const skeleton = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.surfaceSunken,
    animation: `${pulse} 1.6s ease-in-out infinite`,
  },
  variants: {
    shape: {
      text: { height: '1em', borderRadius: vars.radius.sm },
      rect: { height: 80, borderRadius: vars.radius.md },
      circle: { borderRadius: '50%', aspectRatio: '1' },
    },
  },
})
