import { style } from '@vanilla-extract/css'
import { media, vars } from '@relais/ui/themes'

// The map page: the header, the map, then the waiting requests beside the nurses on wide screens.
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { [media.up('laptop')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
})
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 })
/**
 * Focus comes back to the list's title once the chosen request left the list; a heading gets no
 * react-aria focus attribute, so the browser's own :focus-visible draws the ring.
 */
export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  color: vars.color.text,
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
})
export const lead = style({ margin: 0, color: vars.color.textMuted })
export const pending = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

// A waiting request in the list: its town, then when it was asked and for when.
export const request = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 })
export const town = style({ fontWeight: vars.font.weight.semibold })
export const detail = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted })

// The nurses: one line each, their rank first when a request is chosen, 'Attribuer' at the end.
export const nurses = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
})
export const nurse = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` } },
})
export const rank = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 28,
  height: 28,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.secondary,
  color: vars.color.onSecondary,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
})
export const nurseText = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
})
export const nurseName = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.font.weight.semibold,
})

// The dashboard's queue: the count, the oldest requests, then the way to the map.
export const queue = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const count = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold })
export const queueList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const queueItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
})
