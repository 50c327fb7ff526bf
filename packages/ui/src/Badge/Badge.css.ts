import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    lineHeight: 1.4,
    whiteSpace: 'nowrap',
  },
  variants: {
    variant: {
      neutral: { backgroundColor: vars.status.neutralBg, color: vars.status.neutralText },
      info: { backgroundColor: vars.status.infoBg, color: vars.status.infoText },
      success: { backgroundColor: vars.status.successBg, color: vars.status.successText },
      warning: { backgroundColor: vars.status.warningBg, color: vars.status.warningText },
      danger: { backgroundColor: vars.status.dangerBg, color: vars.status.dangerText },
      consultation: { backgroundColor: vars.category.consultation, color: vars.category.onCategory },
      urgent: { backgroundColor: vars.category.urgent, color: vars.category.onCategory },
      routine: { backgroundColor: vars.category.routine, color: vars.category.onCategory },
      renewal: { backgroundColor: vars.category.renewal, color: vars.category.onCategory },
    },
  },
  defaultVariants: { variant: 'neutral' },
})
