import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
export const items = recipe({
  base: { display: 'flex', gap: vars.space.sm },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column' },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg },
    },
  },
})
