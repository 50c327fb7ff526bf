// 'Prendre rendez-vous': its fields in a column, the kind and category, then the date and length, side by
// side where there is room, the slot list, and the professionals free for the slot chosen.
import { style } from '@vanilla-extract/css'
import { LAYOUT } from '@relais/domain'
import { vars } from '@relais/ui/themes'

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.md,
})

/** The slot list keeps a fixed height and scrolls, so the professionals and the buttons stay in view. */
export const slotList = style({
  height: LAYOUT.slotListHeightPx,
  overflowY: 'auto',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
})

export const slotHour = style({
  display: 'grid',
  gridTemplateColumns: '3.5rem 1fr',
  alignItems: 'start',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
})

export const slotHourLabel = style({
  paddingTop: 6,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.semibold,
})

export const slotRow = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.lg })

export const slotStatus = style({
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: vars.space.sm,
  height: '100%',
  margin: 0,
  color: vars.color.textMuted,
  textAlign: 'center',
})

/** A name and a distance may be long on a phone: they wrap rather than widen the dialog. */
export const practitioner = style({ overflowWrap: 'anywhere' })

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.sm,
})
