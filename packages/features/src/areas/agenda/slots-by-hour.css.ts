// The free slots of a date by hour, as the appointment form and the visit booking show them.
import { style } from '@vanilla-extract/css'
import { LAYOUT } from '@relais/domain'
import { vars } from '@relais/ui/themes'

/** The slot list keeps a fixed height and scrolls, so what follows it and the buttons stay in view. */
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
