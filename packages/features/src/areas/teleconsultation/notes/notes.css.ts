// The doctor's notes: one under the other, each with its discreet status under it (the field's
// description), whose line is kept even while empty so that the notes do not move as it comes and goes.
import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

export const note = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })

export const status = style({
  display: 'block',
  minHeight: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal})`,
})
