import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

export const groups = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
export const groupTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.size.md,
  color: vars.color.text,
})
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})
export const member = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text,
})
export const since = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm })
