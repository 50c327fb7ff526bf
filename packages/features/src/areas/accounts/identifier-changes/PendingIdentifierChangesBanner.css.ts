import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
