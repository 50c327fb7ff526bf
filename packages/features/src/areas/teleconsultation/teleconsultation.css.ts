// The teleconsultation's waiting page and device test: the appointment's summary above its people, and
// the camera's preview beside the microphone's meter (one under the other in the dialog's width).
import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })

export const summary = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0 })

export const countdown = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold })
globalStyle(`${countdown} p`, { margin: 0 })

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
})
globalStyle(`${facts} dt`, { color: vars.color.textMuted })
globalStyle(`${facts} dd`, { margin: 0 })

export const capitalized = style({ '::first-letter': { textTransform: 'uppercase' } })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space.lg,
})

export const plain = style({ margin: 0 })

export const people = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})

export const person = style({ display: 'flex', flexDirection: 'column' })

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm })

/** Free text typed by a practitioner: its line breaks kept, long words wrapped. */
export const description = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const heading = style({ margin: 0, fontSize: vars.font.size.md })

export const devices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })

export const device = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs })

export const deviceName = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
})

const statusBase = style({ display: 'flex', flexDirection: 'column', margin: 0, fontSize: vars.font.size.sm })

/** A device's state line, its colour repeating what its words say. */
export const status = styleVariants({
  neutral: [statusBase, { color: vars.color.textMuted }],
  success: [statusBase, { color: vars.status.successText }],
  failure: [statusBase, { color: vars.status.dangerText }],
})

/** The preview and its stand-in share one frame, so that the dialog does not jump when the camera opens. */
const frame = {
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
} as const

// Mirrored, as every self-view is: the user moves towards the side they see themself move.
export const video = style({ ...frame, display: 'block', objectFit: 'cover', transform: 'scaleX(-1)' })

export const videoStandIn = style(frame)

export const hint = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted })
