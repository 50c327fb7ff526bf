import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'

export const avatar = recipe({
  base: {
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: '50%',
    backgroundColor: vars.color.primarySubtle,
    color: vars.color.primary,
    fontWeight: vars.font.weight.semibold,
  },
  variants: {
    size: {
      sm: { width: 28, height: 28, fontSize: vars.font.size.xs },
      md: { width: 40, height: 40, fontSize: vars.font.size.sm },
      lg: { width: 64, height: 64, fontSize: vars.font.size.lg },
    },
  },
})
export const image = style({ width: '100%', height: '100%', objectFit: 'cover' })
