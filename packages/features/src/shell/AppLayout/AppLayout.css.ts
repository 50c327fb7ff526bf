import { style } from '@vanilla-extract/css'
import { focusRing, media, vars } from '@relais/ui/themes'

// The kit's AppShell always draws a notification bell and has no room for the global search; the shell
// needs both per mode, so it composes the kit's Sidebar, BottomBar and Footer around its own header.
export const HEADER_HEIGHT = 64

export const shell = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: vars.color.background,
})
export const body = style({ flex: 1, display: 'flex', minHeight: 0 })
export const main = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' })
export const content = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  '@media': { [media.up('tablet')]: { padding: vars.space.xl } },
})

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: HEADER_HEIGHT,
  padding: `0 ${vars.space.md}`,
  backgroundColor: vars.color.shell,
  color: vars.color.onShell,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.up('tablet')]: { gap: vars.space.md, padding: `0 ${vars.space.lg}` } },
})
export const brand = style({
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.lg,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  minWidth: 0,
})
export const headerEnd = style({
  marginInlineStart: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
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
  textDecoration: 'none',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { ...focusRing.selectors, '&[data-hovered]': { backgroundColor: 'rgba(127,127,127,0.15)' } },
})
export const userName = style({
  // Visually hidden on phones but still read: it names the link.
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
export const switcherLabel = style({
  maxWidth: 200,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const search = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})
export const searchRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
})
export const searchField = style({ flex: '1 1 260px', maxWidth: 640 })
export const chips = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap' })
export const results = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  maxWidth: 640,
})
export const notifications = style({ minWidth: 260, padding: vars.space.sm })
export const poweredBy = style({ fontWeight: vars.font.weight.medium })
