import { style } from '@vanilla-extract/css'

// Never squeezed by a long label beside it in a flex row.
export const icon = style({ flexShrink: 0 })
