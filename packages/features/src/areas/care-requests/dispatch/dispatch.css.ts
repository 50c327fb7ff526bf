import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

// The practitioner picker: the request it is about, then one row per candidate.
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const lead = style({ margin: 0, color: vars.color.textMuted })
export const candidate = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 })
export const name = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.font.weight.semibold,
})
export const explanation = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted })
