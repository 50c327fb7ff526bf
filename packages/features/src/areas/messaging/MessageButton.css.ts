import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

/** The button, then what went wrong under it. */
export const outcome = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
