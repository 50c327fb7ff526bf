import { style } from '@vanilla-extract/css'
import { media, vars } from '@relais/ui/themes'

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 })

export const loading = style({ display: 'grid', placeItems: 'center', minHeight: '12rem' })

export const muted = style({ margin: 0, color: vars.color.textMuted })

export const sectionBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
})

// A day per row: its name, its slots, then its add button; stacked on phones.
export const day = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"name add" "slots slots"',
  alignItems: 'start',
  gap: vars.space.sm,
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
  '@media': {
    [media.up('tablet')]: {
      gridTemplateColumns: '8rem minmax(0, 1fr) auto',
      gridTemplateAreas: '"name slots add"',
      gap: vars.space.lg,
    },
  },
})

export const dayName = style({
  gridArea: 'name',
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: '32px',
})

export const daySlots = style({ gridArea: 'slots', minWidth: 0 })

export const dayAdd = style({ gridArea: 'add' })

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  minHeight: 32,
})

export const rowText = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  fontVariantNumeric: 'tabular-nums',
})

export const rowActions = style({ display: 'flex', gap: vars.space.xs, marginInlineStart: 'auto' })

export const exception = style({
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
})

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
})

// A date and its time: side by side once there is room for the date's calendar button.
export const dateTime = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [media.up('phablet')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
})

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
})

export const errors = style({ margin: `${vars.space.xs} 0 0`, paddingInlineStart: vars.space.lg })
