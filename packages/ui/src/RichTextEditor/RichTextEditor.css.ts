import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../theme/contract.css'
import { focusRing } from '../theme/styles.css'

/** Toolbar and text share one bordered box that looks like every other field of the kit. */
export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  transition: 'border-color 120ms, box-shadow 120ms',
  selectors: {
    '&:hover': { borderColor: vars.color.text },
    // The ring follows the text, as on the kit's other text inputs (not the toolbar's own rings).
    '&:has([contenteditable="true"]:focus)': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 ${vars.focus.width} ${vars.color.focusRing}`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger, borderWidth: 2 },
    '&[data-disabled]': {
      backgroundColor: vars.color.surfaceSunken,
      color: vars.color.textMuted,
      borderColor: vars.color.border,
      cursor: 'not-allowed',
    },
  },
})

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xxs,
  padding: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const toolButton = style({
  ...focusRing,
  display: 'grid',
  placeItems: 'center',
  width: 36,
  height: 36,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  selectors: {
    ...focusRing.selectors,
    '&[data-hovered]': { backgroundColor: vars.color.primarySubtle },
    '&[data-selected]': { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
    '&[data-disabled]': {
      color: vars.color.textMuted,
      backgroundColor: 'transparent',
      cursor: 'not-allowed',
    },
  },
})

export const glyphBold = style({ fontWeight: 700 })
export const glyphItalic = style({ fontStyle: 'italic', fontFamily: 'Georgia, serif' })
export const glyphUnderline = style({ textDecoration: 'underline' })
export const glyphStrike = style({ textDecoration: 'line-through' })

export const separator = style({
  alignSelf: 'stretch',
  width: 1,
  margin: `0 ${vars.space.xxs}`,
  backgroundColor: vars.color.border,
})

/** The ProseMirror element. `injectCSS: false` (strict CSP), so its few structural rules live here. */
export const content = style({
  position: 'relative',
  minHeight: 120,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.size.md,
  lineHeight: 1.5,
  outline: 'none',
  wordWrap: 'break-word',
  whiteSpace: 'break-spaces',
  fontVariantLigatures: 'none',
  fontFeatureSettings: '"liga" 0',
  selectors: {
    '&[aria-readonly="true"]:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: -2,
    },
  },
})

globalStyle(`${content} [contenteditable="false"]`, { whiteSpace: 'normal' })
globalStyle(`${content} > * + *`, { marginTop: vars.space.xs })
globalStyle(`${content} p, ${content} ul, ${content} ol, ${content} blockquote`, {
  marginBlock: 0,
})
globalStyle(`${content} ul, ${content} ol`, { paddingInlineStart: vars.space.xl })
globalStyle(`${content} blockquote`, {
  marginInline: 0,
  paddingInlineStart: vars.space.md,
  borderInlineStart: `3px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
})
globalStyle(`${content} a`, { color: vars.color.primary, textDecoration: 'underline' })
// Tiptap's Placeholder marks the empty first paragraph; the text itself is also given as aria-placeholder.
globalStyle(`${content} p.is-editor-empty:first-child::before`, {
  content: 'attr(data-placeholder)',
  float: 'left',
  height: 0,
  pointerEvents: 'none',
  color: vars.color.textMuted,
})
globalStyle(`${content} img.ProseMirror-separator`, {
  display: 'inline',
  border: 'none',
  margin: 0,
  width: 0,
  height: 0,
})
globalStyle(`${content}.ProseMirror-hideselection *::selection`, { background: 'transparent' })
globalStyle(`${content}.ProseMirror-hideselection *`, { caretColor: 'transparent' })

export const linkForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 260,
})

export const linkActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
