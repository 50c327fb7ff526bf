import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

// 'Mes données': the requests, the grants and the access log, one under the other.
export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl })
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
})
export const policy = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  width: '100%',
})
export const policyText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 })
export const policyName = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' })
export const policyMeta = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
})
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' })
export const loading = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm })
