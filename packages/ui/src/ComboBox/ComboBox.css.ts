import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'
import { focusRing } from '../theme/styles.css'

export const wrap = style({ position: 'relative', display: 'flex', alignItems: 'center' })
export const input = style({ paddingRight: 44 })
export const adornment = style({
  position: 'absolute',
  right: vars.space.xs,
  display: 'grid',
  placeItems: 'center',
  width: 36,
  height: 36,
})
export const button = style({
  ...focusRing,
  width: 36,
  height: 36,
  display: 'grid',
  placeItems: 'center',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
})
export const option = style({ display: 'flex', flexDirection: 'column' })
export const description = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted })
