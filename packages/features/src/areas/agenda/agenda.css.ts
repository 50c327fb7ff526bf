import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})

export const navigation = style({ display: 'flex', gap: vars.space.xs })

export const period = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  '::first-letter': { textTransform: 'uppercase' },
})

export const loading = style({ display: 'grid', placeItems: 'center', minHeight: '12rem' })

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const badges = style({ display: 'flex', gap: vars.space.xs, margin: 0 })

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
})
globalStyle(`${facts} dt`, { color: vars.color.textMuted })
globalStyle(`${facts} dd`, { margin: 0 })

export const capitalized = style({ '::first-letter': { textTransform: 'uppercase' } })

/** Free text typed by a practitioner: its line breaks kept, long words wrapped. */
export const description = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md })

export const memberBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
})

export const memberPicker = style({ flex: '1 1 16rem', maxWidth: '24rem' })

export const dayList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})

export const dayItem = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr max-content',
  alignItems: 'center',
  gap: vars.space.sm,
})

export const dayItemPast = style([dayItem, { color: vars.color.textMuted }])

export const dayItemTime = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.font.weight.semibold,
})

export const muted = style({ margin: 0, color: vars.color.textMuted })

export const patientAppointments = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const listTitle = style({
  margin: `0 0 ${vars.space.xs}`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
})
