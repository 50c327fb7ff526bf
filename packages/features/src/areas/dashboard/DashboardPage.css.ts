import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

export const progressStack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

/** Takes the room of what it stands for, shown to no one (assistive technologies included). */
export const pending = style({ visibility: 'hidden' })
