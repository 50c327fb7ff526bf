import { style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'
import { focusRing } from '../theme/styles.css'
// Loaded first so that `popover` below overrides the shared list width whatever the bundle order.
import '../Popover/Popover.css'

export const wrap = style({ position: 'relative', display: 'flex', alignItems: 'center' })
export const input = style({ paddingRight: 44 })
// The list is as wide as the field but never wider than the viewport less the 12 px react-aria keeps
// from each edge. Without the cap a full-width field pushed the list 12 px past the right edge; the
// arrow keys then scroll the focused option into view, which scrolls the page sideways, and react-aria
// closes a combobox's list on any page scroll: Enter selected nothing (the old keyboard flake).
export const popover = style({
  minWidth: 'min(var(--trigger-width), 100vw - 24px)',
  maxWidth: 'calc(100vw - 24px)',
})
export const adornment = style({
  position: 'absolute',
  right: vars.space.xs,
  display: 'grid',
  placeItems: 'center',
  width: 36,
  height: 36,
})
export const button = style({
  ...focusRing,
  width: 36,
  height: 36,
  display: 'grid',
  placeItems: 'center',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
})
export const option = style({ display: 'flex', flexDirection: 'column' })
export const description = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted })
