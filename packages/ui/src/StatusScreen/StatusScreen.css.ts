import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

// Shared frame of the full-page states (not found, error, loading): centred, readable at 375 px. They
// stand alone, outside the shell and often before any other screen, so they carry the brand's face
// themselves rather than inherit it from <body>: body only has it where the theme class sits on <html>
// or <body>, and anywhere else (a theme class on a container) text fell back to the browser's serif.
export const screen = style({
  fontFamily: vars.font.family.body,
  lineHeight: vars.font.lineHeight.normal,
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  textAlign: 'center',
  backgroundColor: vars.color.background,
  color: vars.color.text,
})
export const code = style({
  fontSize: '4rem',
  fontWeight: vars.font.weight.bold,
  color: vars.color.primary,
  lineHeight: 1,
})
export const title = style({ fontSize: vars.font.size.xxl })
export const text = style({ maxWidth: 520, color: vars.color.textMuted })
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
})
export const details = style({
  margin: 0,
  padding: vars.space.md,
  maxHeight: 320,
  overflow: 'auto',
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  backgroundColor: vars.color.surfaceSunken,
  borderRadius: vars.radius.sm,
  textAlign: 'start',
})
export const copyStatus = style({ fontSize: vars.font.size.sm, alignSelf: 'center', marginInlineEnd: 'auto' })
