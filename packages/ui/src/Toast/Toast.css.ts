import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'
import { focusRing } from '../theme/styles.css'
import { media } from '../theme/breakpoints'

export const region = style({
  ...focusRing,
  position: 'fixed',
  zIndex: vars.zIndex.toast,
  insetInline: vars.space.lg,
  bottom: vars.space.lg,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  outline: 'none',
  '@media': {
    [media.up('tablet')]: { insetInline: 'auto', right: vars.space.xl, bottom: vars.space.xl, width: 380 },
  },
})

export const toast = recipe({
  base: {
    ...focusRing,
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.lg,
    backgroundColor: vars.color.surfaceRaised,
    color: vars.color.text,
    borderInlineStart: `6px solid ${vars.color.info}`,
  },
  variants: {
    variant: {
      info: { borderInlineStartColor: vars.color.info },
      success: { borderInlineStartColor: vars.color.success },
      warning: { borderInlineStartColor: vars.color.warning },
      error: { borderInlineStartColor: vars.color.danger },
    },
  },
})

export const content = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space.xxs })
export const title = style({ fontWeight: vars.font.weight.semibold })
export const description = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted })
export const close = style({
  ...focusRing,
  display: 'grid',
  placeItems: 'center',
  width: 32,
  height: 32,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  selectors: { ...focusRing.selectors, '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken } },
})
