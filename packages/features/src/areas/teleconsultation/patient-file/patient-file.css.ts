import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
