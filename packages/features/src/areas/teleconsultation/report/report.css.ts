// The report's review page: the header with its two buttons, the messages, then the report's preview as
// tall as the screen allows (an A4 page is read there before it is sent).
import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const status = style({ margin: 0 })

export const frame = style({
  display: 'block',
  width: '100%',
  height: '80vh',
  minHeight: '28rem',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
})
