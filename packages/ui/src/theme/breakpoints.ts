/** Viewport widths (px) shared by styles, Storybook viewports and end-to-end tests. */
export const breakpoints = {
  mobile: 480,
  phablet: 540,
  tablet: 768,
  laptop: 1024,
  desktop: 1440,
  wide: 1920,
} as const

export type Breakpoint = keyof typeof breakpoints

/** Media queries, mobile first: `media.up('tablet')` applies from 768 px upwards. */
export const media = {
  up: (bp: Breakpoint) => `screen and (min-width: ${breakpoints[bp]}px)`,
  // max-width uses .98 so that `down(x)` and `up(x)` never both match at exactly x px.
  down: (bp: Breakpoint) => `screen and (max-width: ${breakpoints[bp] - 0.02}px)`,
  between: (from: Breakpoint, to: Breakpoint) =>
    `screen and (min-width: ${breakpoints[from]}px) and (max-width: ${breakpoints[to] - 0.02}px)`,
  /** Beyond the widest design (ultra-wide monitors in the dispatch centre). */
  ultraWide: `screen and (min-width: ${breakpoints.wide + 1}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const

/** Same queries for `window.matchMedia` in components that must change structure, not only style. */
export const matchesBreakpoint = (bp: Breakpoint, win: Pick<Window, 'matchMedia'> = window) =>
  win.matchMedia(media.up(bp)).matches
