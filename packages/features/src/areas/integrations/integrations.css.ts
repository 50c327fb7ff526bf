import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

// 'Paramètres' › 'Intégrations': one card per integration (its description, state, the link shown once
// and the actions), and the callback's page while the activation completes.
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const text = style({ margin: 0, color: vars.color.text })
export const state = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
})
export const link = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
export const linkField = style({
  display: 'flex',
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
})
export const linkInput = style({ flex: '1 1 20rem', minWidth: 0 })
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' })
export const loading = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm })
export const callback = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
  maxWidth: '40rem',
})
