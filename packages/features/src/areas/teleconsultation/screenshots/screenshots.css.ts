// The doctor's screenshots: the button on a participant's picture (its top corner, across from the
// sound's), and the strip of this session's captures under the stage, small thumbnails side by side,
// each with where its upload stands. Muted text sits on the plain surface only, where the themes
// guarantee its contrast.
import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

export const captureButton = style({
  position: 'absolute',
  insetInlineStart: vars.space.xs,
  insetBlockStart: vars.space.xs,
})

export const strip = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
})

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
})

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const item = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 })

export const thumbnail = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
})

export const uploaded = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted })
