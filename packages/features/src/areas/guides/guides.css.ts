import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

// 'Guides': the list of guides as cards, and a guide's page with its Markdown body.
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 })

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.md,
})
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  minWidth: 0,
  overflowWrap: 'anywhere',
})
export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
})
export const cardSummary = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm })

export const back = style({ margin: 0 })

/** The guide's body: a column that reads well, its elements spaced by the theme. */
export const body = style({
  maxWidth: '44rem',
  color: vars.color.text,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
})
globalStyle(`${body} > * + *`, { marginTop: vars.space.md })
globalStyle(`${body} > :first-child`, { marginTop: 0 })
globalStyle(`${body} p`, { marginBottom: 0 })
globalStyle(`${body} h2`, {
  margin: `${vars.space.xl} 0 0`,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
})
globalStyle(`${body} h3`, {
  margin: `${vars.space.lg} 0 0`,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
})
globalStyle(`${body} :is(ul, ol)`, {
  marginBottom: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})
globalStyle(`${body} li::marker`, { color: vars.color.textMuted })
globalStyle(`${body} strong`, { fontWeight: vars.font.weight.semibold })
// A remark ('> '): set apart by a bar and a tint, not by colour alone.
globalStyle(`${body} blockquote`, {
  marginInline: 0,
  marginBottom: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.primarySubtle,
})
globalStyle(`${body} blockquote p`, { margin: 0 })
