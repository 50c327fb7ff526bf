import { recipe } from '@vanilla-extract/recipes'

export const square = recipe({
  base: { padding: 0, flexShrink: 0 },
  variants: {
    size: {
      sm: { width: 32, height: 32, minHeight: 32 },
      md: { width: 44, height: 44 },
      lg: { width: 52, height: 52 },
    },
  },
})
