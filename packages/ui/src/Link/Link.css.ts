import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'
import { focusRing } from '../theme/styles.css'

export const link = recipe({
  base: {
    ...focusRing,
    color: vars.color.primary,
    fontWeight: vars.font.weight.medium,
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    // Underlined by default: colour alone must not identify a link (RGAA 10.6).
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    selectors: {
      ...focusRing.selectors,
      '&[data-hovered]': { color: vars.color.primaryHover, textDecorationThickness: 2 },
      '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      inline: {},
      standalone: {
        textDecoration: 'none',
        selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
      },
    },
  },
  defaultVariants: { variant: 'inline' },
})
