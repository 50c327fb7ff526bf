import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'

export const banner = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.md,
    padding: `${vars.space.sm} ${vars.space.lg}`,
    fontWeight: vars.font.weight.semibold,
    position: 'sticky',
    top: 0,
    zIndex: vars.zIndex.header,
  },
  variants: {
    variant: {
      danger: { backgroundColor: vars.color.danger, color: vars.color.onDanger },
      info: { backgroundColor: vars.color.info, color: vars.color.onInfo },
    },
  },
})
export const text = style({ margin: 0 })
