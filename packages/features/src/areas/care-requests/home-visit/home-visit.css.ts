import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
})
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const current = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.text })

// The tracking's steps: done, current (bold, marked), to come (muted).
export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})
export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="done"]': { color: vars.color.text },
    '&[aria-current="step"]': { color: vars.color.text, fontWeight: vars.font.weight.semibold },
  },
})
export const stepMark = style({
  flex: 'none',
  width: 12,
  height: 12,
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  selectors: {
    [`${step}[data-state="done"] &`]: {
      backgroundColor: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${step}[aria-current="step"] &`]: { borderColor: vars.color.primary },
  },
})
