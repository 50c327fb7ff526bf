import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%' })
export const head = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm })
export const text = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted })
export const track = style({
  height: 10,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.borderStrong}`,
  overflow: 'hidden',
})
// Yellow when weak, green when good, red when too loud (spec); the text says it too.
export const fill = recipe({
  base: { height: '100%', transition: 'width 80ms linear' },
  variants: {
    tone: {
      low: { backgroundColor: '#eab308' },
      good: { backgroundColor: vars.color.success },
      high: { backgroundColor: vars.color.danger },
    },
  },
})
