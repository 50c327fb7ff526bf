import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
})
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.shell,
  color: vars.color.onShell,
  flexWrap: 'wrap',
})
export const brand = style({ fontWeight: 600, fontSize: vars.font.size.lg })
export const headerUser = style({ display: 'flex', alignItems: 'center', gap: vars.space.md })
export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: 960,
  margin: '0 auto',
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
})
export const title = style({ margin: 0, fontSize: vars.font.size.xl, color: vars.color.text })
export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  color: vars.color.text,
})
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  color: vars.color.text,
})
export const footer = style({
  padding: vars.space.md,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
})
