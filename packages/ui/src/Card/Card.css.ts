import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    minWidth: 0,
  },
  variants: {
    padding: { none: { padding: 0 }, md: { padding: vars.space.lg }, lg: { padding: vars.space.xl } },
    elevation: { flat: {}, raised: { boxShadow: vars.shadow.md } },
  },
  defaultVariants: { padding: 'md', elevation: 'flat' },
})

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
})
export const title = style({ fontSize: vars.font.size.lg })
