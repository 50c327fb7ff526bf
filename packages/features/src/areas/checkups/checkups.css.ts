import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.md,
})
/** Room for the 21 characters of a NIR as the mask writes it, and for its error underneath. */
export const field = style({ alignSelf: 'stretch', maxWidth: '24rem' })
export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
/** Focused when an answer arrives, so that it is read next: the focus is the script's, never shown. */
export const heading = style({ margin: 0, fontSize: vars.font.size.lg, outline: 'none' })
export const subheading = style({ margin: 0, fontSize: vars.font.size.md })
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 10rem) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  overflowWrap: 'anywhere',
})
/** A term and its value: the grid lays out the pair, the wrapper only groups them for the markup. */
export const factRow = style({ display: 'contents' })
export const factLabel = style({ color: vars.color.textMuted })
export const factValue = style({ margin: 0 })
export const text = style({ margin: 0 })
export const muted = style({ margin: 0, color: vars.color.textMuted })
