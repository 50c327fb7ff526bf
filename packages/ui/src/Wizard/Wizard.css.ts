import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const wizard = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})
export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  selectors: { '&[data-state="current"]': { color: vars.color.text, fontWeight: vars.font.weight.semibold } },
})
export const bullet = style({
  width: 24,
  height: 24,
  display: 'grid',
  placeItems: 'center',
  borderRadius: '50%',
  border: `2px solid ${vars.color.borderStrong}`,
  fontSize: vars.font.size.xs,
  selectors: {
    [`${step}[data-state="current"] &, ${step}[data-state="done"] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
})
export const title = style({ fontSize: vars.font.size.xl, outline: 'none' })
export const counter = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.regular })
export const footer = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm })
