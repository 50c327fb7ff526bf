import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

// The notifications' dialogs: the sentence, then what the user may do about it.
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const text = style({ margin: 0 })
/** A structure's words keep their lines (the invitation's rich text arrives as lines of text). */
export const message = style({ margin: 0, whiteSpace: 'pre-line' })
export const loading = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm })
/** A live region: out of the flow while empty, so that it adds no gap, yet never hidden from readers. */
export const status = style({ margin: 0, selectors: { '&:empty': { position: 'absolute' } } })
