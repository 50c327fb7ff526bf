import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'

export const alert = recipe({
  base: {
    display: 'flex',
    gap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    borderInlineStart: '4px solid',
  },
  variants: {
    variant: {
      info: {
        backgroundColor: vars.status.infoBg,
        color: vars.status.infoText,
        borderColor: vars.color.info,
      },
      success: {
        backgroundColor: vars.status.successBg,
        color: vars.status.successText,
        borderColor: vars.color.success,
      },
      warning: {
        backgroundColor: vars.status.warningBg,
        color: vars.status.warningText,
        borderColor: vars.color.warning,
      },
      error: {
        backgroundColor: vars.status.dangerBg,
        color: vars.status.dangerText,
        borderColor: vars.color.danger,
      },
    },
  },
  defaultVariants: { variant: 'info' },
})

export const icon = style({ flexShrink: 0, marginTop: 2 })
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 })
export const title = style({ fontWeight: vars.font.weight.semibold })
