import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: 600,
  color: vars.color.text,
})
export const lead = style({ margin: 0, color: vars.color.text, lineHeight: 1.5 })
export const destination = style({ overflowWrap: 'anywhere' })
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
})
export const psc = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignItems: 'stretch',
})
export const separator = style({
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
})
