import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

// 'Rejoindre une structure': the look-up, the structure found or the confirmation, then the requests.
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '40rem' })
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const text = style({ margin: 0, color: vars.color.text })
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
export const requests = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})
export const found = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
})
export const name = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.text })
