import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'
import { focusRing } from '../theme/styles.css'

export const group = style({ display: 'flex', gap: vars.space.xs, alignItems: 'stretch' })
export const step = style({
  ...focusRing,
  width: 44,
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  fontSize: vars.font.size.lg,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: {
    ...focusRing.selectors,
    '&[data-hovered]': { backgroundColor: vars.color.primarySubtle },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
})
export const input = style({ textAlign: 'center', fontVariantNumeric: 'tabular-nums' })
