import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: 600,
  color: vars.color.text,
})
export const lead = style({ margin: 0, color: vars.color.text, lineHeight: 1.5 })
export const destination = style({ overflowWrap: 'anywhere' })
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
})
export const psc = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  alignItems: 'stretch',
})
export const separator = style({
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
})
export const refusal = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const refusalTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: 600,
  color: vars.color.text,
})
// The reviewer's words as they typed them, line breaks included.
export const refusalReason = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `4px solid ${vars.color.warning}`,
  backgroundColor: vars.status.warningBg,
  color: vars.status.warningText,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  lineHeight: 1.5,
})
