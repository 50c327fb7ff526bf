import { globalStyle, style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'

export const frame = style({
  position: 'relative',
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceSunken,
})

// The canvas takes the keyboard (arrows pan, + and - zoom): it shows where focus is like any control.
globalStyle(`${frame} .maplibregl-canvas:focus-visible`, {
  outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
  outlineOffset: `calc(-1 * ${vars.focus.width})`,
})
globalStyle(`${frame} .maplibregl-ctrl button:focus-visible`, {
  outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
})

export const failure = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  margin: 0,
  padding: vars.space.lg,
  color: vars.color.textMuted,
  textAlign: 'center',
})

/** A place's marker: its label in a pill, pointing at the place. */
export const pin = recipe({
  base: {
    display: 'inline-block',
    padding: `${vars.space.xxs} ${vars.space.sm}`,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    boxShadow: vars.shadow.sm,
    whiteSpace: 'nowrap',
    border: `2px solid ${vars.color.surface}`,
  },
  variants: {
    tone: {
      primary: { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
      secondary: { backgroundColor: vars.color.secondary, color: vars.color.onSecondary },
    },
    // Told apart by more than its colour: larger, and ringed in the text colour around the surface's.
    highlighted: {
      true: {
        padding: `${vars.space.xs} ${vars.space.md}`,
        fontSize: vars.font.size.md,
        boxShadow: `0 0 0 2px ${vars.color.text}, ${vars.shadow.md}`,
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'primary', highlighted: false },
})
