import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

// The wizard 'Nouvelle demande': its page, each step's questions, a document's zone and the
// recurrence dialog's fields.
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: 760 })
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
export const muted = style({ margin: 0, color: vars.color.textMuted })

export const document = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })
export const documentLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
})
export const required = style({ color: vars.color.danger, marginInlineStart: vars.space.xxs })
export const chosen = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
})
export const error = style({
  fontSize: vars.font.size.sm,
  color: vars.color.danger,
  fontWeight: vars.font.weight.medium,
})
