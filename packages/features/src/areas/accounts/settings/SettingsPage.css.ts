import { style } from '@vanilla-extract/css'
import { focusRing, media, vars } from '@relais/ui/themes'

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [media.up('laptop')]: { gridTemplateColumns: '220px minmax(0, 1fr)', alignItems: 'start' } },
})
// Side menu on wide screens, dropdown on narrow ones (the spec's screens): one of the two is displayed.
export const sideMenu = style({
  display: 'none',
  '@media': { [media.up('laptop')]: { display: 'block' } },
})
export const dropdown = style({
  '@media': { [media.up('laptop')]: { display: 'none' } },
})
export const menuList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
})
export const menuLink = style({
  ...focusRing,
  display: 'flex',
  alignItems: 'center',
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
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
export const row = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [media.up('tablet')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
})
export const links = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
export const identifier = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 })
