import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.text,
})
export const icon = style({ color: vars.color.textMuted, marginBottom: vars.space.sm })
export const title = style({ fontSize: vars.font.size.lg })
export const description = style({ color: vars.color.textMuted, maxWidth: 420 })
