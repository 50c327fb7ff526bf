// 'Prendre rendez-vous': its fields in a column, the kind and category, then the date and length, side by
// side where there is room, the slot list, and the professionals free for the slot chosen.
import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
})

/** A name and a distance may be long on a phone: they wrap rather than widen the dialog. */
export const practitioner = style({ overflowWrap: 'anywhere' })

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
})
