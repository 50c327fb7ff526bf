import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
/** The software's frame: tall enough for its form, as wide as the dialog. */
export const frame = style({
  width: '100%',
  height: 'min(70vh, 640px)',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
})
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' })
