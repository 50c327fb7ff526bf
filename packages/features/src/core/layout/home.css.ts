import { style } from '@vanilla-extract/css'
import { media, vars } from '@relais/ui/themes'

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [media.up('laptop')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})
export const wide = style({ '@media': { [media.up('laptop')]: { gridColumn: '1 / -1' } } })
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  color: vars.color.text,
})

/** A section's content while it loads: its room kept, the spinner drawn over it. */
export const pendingBox = style({ position: 'relative' })
/** Takes the room of what it stands for, shown to no one (assistive technologies included). */
export const pendingRoom = style({ visibility: 'hidden' })
export const pendingSpinner = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
})
