// The room with its readings: the stage and the readings side by side from a laptop's width, one above
// the other below it; the nurse's entry above everyone's panel. Muted text sits on the plain surface
// only, where the themes guarantee its contrast.
import { style } from '@vanilla-extract/css'
import { media, vars } from '@relais/ui/themes'

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [media.up('laptop')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(20rem, 2fr)' },
  },
})

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
})

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
})

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
})

export const subtitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
})

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))',
  gap: vars.space.md,
})

export const actions = style({ display: 'flex', justifyContent: 'flex-end' })

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const groupHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
})

export const measures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 10rem), 1fr))',
  gap: vars.space.sm,
  margin: 0,
})

export const measure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
})

export const label = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted })

export const value = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
})

export const unit = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.regular,
})

export const time = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted })

export const note = style({ margin: 0, color: vars.color.textMuted })

/** 'Appareils Bluetooth': the devices' buttons, then what the device did. */
export const devices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })
export const deviceButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs })
export const deviceStatus = style({ margin: 0, minHeight: '1.5em', fontSize: vars.font.size.sm })
export const deviceError = style([deviceStatus, { color: vars.color.danger }])
