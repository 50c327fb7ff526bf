import { keyframes, style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    color: 'currentColor',
    animation: `${spin} 800ms linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' } },
  },
  variants: {
    size: {
      sm: { width: 16, height: 16 },
      md: { width: 24, height: 24 },
      lg: { width: 48, height: 48 },
    },
  },
  defaultVariants: { size: 'md' },
})

export const track = style({ opacity: 0.25 })
