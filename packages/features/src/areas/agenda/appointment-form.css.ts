// The appointment form: its fields in a column, the category and length side by side where there is
// room, and the slot list.
import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

export const loading = style({ display: 'grid', placeItems: 'center', minHeight: '12rem' })

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
})

export const formFooter = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
})
