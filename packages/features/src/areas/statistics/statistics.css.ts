import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 })
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.md,
})
export const charts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 26rem), 1fr))',
  gap: vars.space.md,
})
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
  margin: 0,
})
export const panelHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
})
export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
})
export const summary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })
/** The drawing keeps its height while Plot loads, so that nothing below moves when it arrives. */
export const plot = style({
  minHeight: 240,
  width: '100%',
  overflow: 'hidden',
  color: vars.color.text,
})
// What Plot's own <style> says (the charts lose it to the Content-Security-Policy).
globalStyle(`${plot} svg`, { display: 'block', height: 'auto', maxWidth: '100%' })
globalStyle(`${plot} svg text, ${plot} svg tspan`, { whiteSpace: 'pre' })

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.font.size.sm,
})
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs })
const swatch = style({ width: 12, height: 12, borderRadius: 2, flexShrink: 0 })
export const swatches = {
  long: style([swatch, { backgroundColor: vars.color.primary }]),
  medium: style([swatch, { backgroundColor: vars.category.routine }]),
  short: style([swatch, { backgroundColor: vars.category.renewal }]),
}

/** The charts' colours: each brand's, and three classes told apart by more than their hue alone. */
export const chartColors = {
  line: vars.color.primary,
  text: vars.color.text,
  grid: vars.color.borderStrong,
  separator: vars.color.surface,
  classes: {
    long: vars.color.primary,
    medium: vars.category.routine,
    short: vars.category.renewal,
  },
}
