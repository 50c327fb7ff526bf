import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

// The structure's requests: the header, then the list.
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const listTitle = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.text })
