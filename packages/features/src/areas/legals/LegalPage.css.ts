import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

export const page = style({
  minHeight: '100vh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
})
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  flexWrap: 'wrap',
  padding: `${vars.space.md} ${vars.space.lg}`,
  backgroundColor: vars.color.shell,
  color: vars.color.onShell,
})
export const brand = style({ fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg })
export const article = style({
  maxWidth: 760,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  lineHeight: vars.font.lineHeight.normal,
})
globalStyle(`${article} h1`, { fontSize: vars.font.size.xxl, marginTop: 0 })
globalStyle(`${article} h2`, { fontSize: vars.font.size.lg, marginTop: vars.space.xl })
globalStyle(`${article} ul`, { paddingInlineStart: vars.space.xl })
export const updated = style({ color: vars.color.textMuted })
export const nav = style({ display: 'flex', gap: vars.space.lg, flexWrap: 'wrap' })
