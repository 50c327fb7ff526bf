import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%' })
export const head = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm })
export const value = style({
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
})
export const track = style({
  height: 8,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  overflow: 'hidden',
  border: `1px solid ${vars.color.borderStrong}`,
})
export const fill = style({ height: '100%', backgroundColor: vars.color.primary, transition: 'width 200ms' })
