// The patient's share: the doctor's dialog, one step at a time with its actions at the bottom right,
// the step's sentence in the status colours the themes pair for contrast; and the patient's terminal, a
// card drawn in the brand's colours so that a request is seen at once without covering the call. Its
// texts are the pairs the themes guarantee on the brand's subtle tint: the text colour and the brand's.
import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })

export const paragraph = style({ margin: 0 })

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
})

export const waiting = style({ display: 'flex', alignItems: 'center', gap: vars.space.md })

const message = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: '4px solid',
})

/** A sentence of the flow, by tone; its status region stays in the page, unstyled, while it is empty. */
export const notice = styleVariants({
  info: [
    message,
    { background: vars.status.infoBg, color: vars.status.infoText, borderColor: vars.color.info },
  ],
  success: [
    message,
    { background: vars.status.successBg, color: vars.status.successText, borderColor: vars.color.success },
  ],
  error: [
    message,
    { background: vars.status.dangerBg, color: vars.status.dangerText, borderColor: vars.color.danger },
  ],
  none: { margin: 0 },
})

export const amount = style({ margin: 0, fontWeight: vars.font.weight.semibold })

export const terminal = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.primarySubtle,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
})

export const request = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
})

export const demo = style({ margin: 0, fontSize: vars.font.size.sm })

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.primary,
})
