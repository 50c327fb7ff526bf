import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

// 'Agenda' in the settings' integrations: the explanation, the state, the link shown once, the actions.
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
