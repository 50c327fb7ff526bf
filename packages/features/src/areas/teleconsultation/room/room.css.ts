// The consultation's room: the others' pictures side by side (one fills the width, two or three share
// it), one's own small in a corner, and the controls below.
import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const stage = style({
  position: 'relative',
  minHeight: '16rem',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  padding: vars.space.sm,
})

export const remotes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space.sm,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const tile = style({ position: 'relative', margin: 0 })

export const video = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: '#000',
})

export const caption = style({
  position: 'absolute',
  insetInlineStart: vars.space.xs,
  insetBlockEnd: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
})

export const alone = style({
  margin: 0,
  padding: vars.space.xl,
  textAlign: 'center',
  color: vars.color.textMuted,
})

export const self = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  insetBlockEnd: vars.space.md,
  width: 'min(30%, 10rem)',
  margin: 0,
})

export const mirrored = style({ transform: 'scaleX(-1)' })

export const controls = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })

export const soundOn = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xs,
  insetBlockStart: vars.space.xs,
})
