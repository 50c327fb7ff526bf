import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

// The bell's panel, in the header's popover (at most 360 px wide, scrolling beyond 360 px high) or the
// phone's drawer.
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 260,
  outline: 'none',
})
export const toolbar = style({ display: 'flex', justifyContent: 'flex-end' })
export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  width: '100%',
  cursor: 'pointer',
})
export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
})
export const content = style({ overflowWrap: 'anywhere' })
export const meta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
})
export const loading = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm })
