import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'

export { visuallyHidden as srOnly } from '../theme/styles.css'

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
})
export const head = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
})
export const title = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
})
export const icon = style({ color: vars.color.primary })
export const value = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.xs,
})
export const affix = style({
  fontSize: vars.font.size.md,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
})
export const delta = recipe({
  base: {
    display: 'flex',
    gap: vars.space.xs,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
  },
  variants: {
    direction: {
      up: { color: vars.status.successText },
      down: { color: vars.status.dangerText },
      flat: { color: vars.color.textMuted },
    },
  },
})
