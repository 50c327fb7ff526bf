import { globalStyle, style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'
import { focusRing } from '../theme/styles.css'
import { media } from '../theme/breakpoints'

const SIDEBAR_WIDTH = 260

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.background,
})
export const body = style({ flex: 1, display: 'flex', minHeight: 0 })

// `compact`: a header holding more (organisation switcher, bell, account) keeps to a phone's width with
// tighter spacing and a brand that gives way.
export const header = recipe({
  base: {
    position: 'sticky',
    top: 0,
    zIndex: vars.zIndex.header,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    minHeight: 64,
    padding: `0 ${vars.space.lg}`,
    backgroundColor: vars.color.shell,
    color: vars.color.onShell,
    borderBottom: `1px solid ${vars.color.border}`,
  },
  variants: {
    compact: {
      true: {
        gap: vars.space.sm,
        padding: `0 ${vars.space.md}`,
        '@media': { [media.up('tablet')]: { gap: vars.space.md, padding: `0 ${vars.space.lg}` } },
      },
      false: {},
    },
  },
})
export const brand = recipe({
  base: {
    fontWeight: vars.font.weight.bold,
    fontSize: vars.font.size.lg,
    whiteSpace: 'nowrap',
  },
  variants: {
    compact: { true: { overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 }, false: {} },
  },
})
export const headerEnd = recipe({
  base: {
    marginInlineStart: 'auto',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
  },
  variants: { compact: { true: { gap: vars.space.xs }, false: {} } },
})
export const headerButton = style({
  ...focusRing,
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 44,
  minWidth: 44,
  justifyContent: 'center',
  padding: `0 ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: 'inherit',
  // For links too (HeaderLink).
  textDecoration: 'none',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { ...focusRing.selectors, '&[data-hovered]': { backgroundColor: 'rgba(127,127,127,0.15)' } },
})
export const userName = style({
  // Visually hidden on phones but still read: it names the account button (or link).
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  '@media': {
    [media.up('tablet')]: {
      position: 'static',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      clip: 'auto',
    },
  },
})
export const count = style({
  position: 'absolute',
  top: 4,
  right: 2,
  minWidth: 18,
  height: 18,
  padding: '0 4px',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.danger,
  color: vars.color.onDanger,
  fontSize: 11,
  fontWeight: vars.font.weight.bold,
  display: 'grid',
  placeItems: 'center',
})

export const sidebar = style({
  width: SIDEBAR_WIDTH,
  flexShrink: 0,
  backgroundColor: vars.color.surface,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  padding: vars.space.md,
  overflowY: 'auto',
  // Narrow screens: the sidebar floats over the content under the header.
  position: 'fixed',
  top: 64,
  bottom: 0,
  left: 0,
  zIndex: vars.zIndex.drawer,
  boxShadow: vars.shadow.lg,
  selectors: { '&[data-open="false"]': { display: 'none' } },
  '@media': {
    [media.up('laptop')]: {
      position: 'sticky',
      top: 64,
      height: 'calc(100vh - 64px)',
      boxShadow: 'none',
      zIndex: vars.zIndex.base,
    },
  },
})
export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
})
export const navLink = style({
  ...focusRing,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: 44,
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.font.weight.medium,
  selectors: {
    ...focusRing.selectors,
    '&[data-hovered]': { backgroundColor: vars.color.surfaceSunken },
    '&[aria-current="page"]': { backgroundColor: vars.color.primarySubtle, color: vars.color.primary },
  },
})
export const navBadge = style({ marginInlineStart: 'auto' })

// Out of sight until focused, then on top of everything in the top corner, where the keyboard starts.
export const skipLink = style({
  ...focusRing,
  position: 'fixed',
  top: vars.space.sm,
  insetInlineStart: vars.space.sm,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    ...focusRing.selectors,
    '&:not([data-focused])': {
      width: 1,
      height: 1,
      padding: 0,
      margin: -1,
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
})

export const main = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' })
export const content = style({
  flex: 1,
  // The page and what stands above it (the search) one under the other.
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  '@media': { [media.up('tablet')]: { padding: vars.space.xl } },
  // Focused by the skip link and after a navigation so that reading starts there; it is no control, so
  // it draws no ring (a screen reader announces it, the next Tab goes into the page).
  selectors: { '&:focus': { outline: 'none' } },
})

export const bottomBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  backgroundColor: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.up('tablet')]: { display: 'none' } },
})
export const bottomList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', width: '100%' })
// Equal shares however long the labels: a two-word label wraps, centred, inside its own share.
export const bottomItem = style({ flex: '1 1 0', minWidth: 0 })
export const bottomLink = style({
  ...focusRing,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 2,
  minHeight: 56,
  padding: '4px 2px',
  textAlign: 'center',
  lineHeight: 1.2,
  overflowWrap: 'anywhere',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: {
    ...focusRing.selectors,
    '&[aria-current="page"]': { color: vars.color.primary, fontWeight: vars.font.weight.semibold },
  },
})

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  borderTop: `1px solid ${vars.color.border}`,
})
export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})
export const footerEnd = style({
  marginInlineStart: 'auto',
  display: 'flex',
  gap: vars.space.md,
  alignItems: 'center',
})

// The page's h1 takes focus after a navigation (tabindex -1, set by AppShell): a heading is no control.
globalStyle(`${content} h1[tabindex="-1"]:focus`, { outline: 'none' })
