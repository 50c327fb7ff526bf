import { globalFontFace, globalStyle } from '@vanilla-extract/css'
import outfit400 from '@fontsource/outfit/files/outfit-latin-400-normal.woff2'
import outfit500 from '@fontsource/outfit/files/outfit-latin-500-normal.woff2'
import outfit600 from '@fontsource/outfit/files/outfit-latin-600-normal.woff2'
import outfit700 from '@fontsource/outfit/files/outfit-latin-700-normal.woff2'
import { vars } from './contract.css'

// Only the latin subset in woff2: every browser we support reads woff2, and French needs nothing
// beyond latin (é, è, ç, œ are in it), so the other subsets would be dead weight.
const latinRange =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD'

for (const [weight, src] of [
  [400, outfit400],
  [500, outfit500],
  [600, outfit600],
  [700, outfit700],
] as const) {
  globalFontFace('Outfit', {
    src: `url(${src}) format('woff2')`,
    fontWeight: weight,
    fontStyle: 'normal',
    fontDisplay: 'swap',
    unicodeRange: latinRange,
  })
}

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
})
globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
})
globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd, ul, ol', { margin: 0 })
globalStyle('h1, h2, h3, h4, h5, h6', {
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.semibold,
})
globalStyle('img, svg, video, canvas', { display: 'block', maxWidth: '100%' })
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' })
globalStyle('button', { cursor: 'pointer' })
globalStyle(':where(a)', { color: vars.color.primary })
// The theme's ring replaces the browser's default outline; react-aria sets [data-focus-visible].
globalStyle(':focus-visible', {
  outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focus.offset,
})
globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
})
