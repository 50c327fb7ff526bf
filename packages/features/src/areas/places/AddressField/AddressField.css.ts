import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
