import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.xl,
})
export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minWidth: 0,
})
export const title = style({ fontSize: vars.font.size.xxl })
export const description = style({ color: vars.color.textMuted })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
