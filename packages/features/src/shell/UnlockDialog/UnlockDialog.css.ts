import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '28rem' })
export const lead = style({ margin: 0, color: vars.color.text, lineHeight: 1.5 })
export const destination = style({ overflowWrap: 'anywhere' })
export const status = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
})
