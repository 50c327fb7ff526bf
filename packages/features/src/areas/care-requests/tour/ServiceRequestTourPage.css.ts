import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

// The tour: the header, the map and what it shows in words, then the visits in order.
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
export const pending = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs })
export const lead = style({ margin: 0, color: vars.color.textMuted })
export const saving = style({ margin: 0, fontWeight: vars.font.weight.semibold })

export const visits = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 })
/**
 * Focus comes back to the list's title once the visit just ended has left the list; a heading gets no
 * react-aria focus attribute, so the browser's own :focus-visible draws the ring.
 */
export const listTitle = style({
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
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

// A visit: its number (the map's), then where, who, why and where it stands, then what to do. The one
// the page is about is edged in the brand's colour; its step text says it in words.
export const visit = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  selectors: {
    '&[aria-current]': {
      borderColor: vars.color.primary,
      boxShadow: `inset 4px 0 0 ${vars.color.primary}`,
    },
  },
})
export const number = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  borderRadius: vars.radius.full,
  // The map's pins' colour: the same number, the same visit.
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.font.weight.semibold,
})
export const body = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
})
export const address = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.text })
export const detail = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted })
export const reason = style({ margin: 0, color: vars.color.text })
export const reasonLabel = style({ fontWeight: vars.font.weight.semibold })
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
})
