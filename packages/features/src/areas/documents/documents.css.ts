import { style } from '@vanilla-extract/css'
import { media, vars } from '@relais/ui/themes'

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
})
export const search = style({
  maxWidth: '100%',
  '@media': { [media.up('tablet')]: { maxWidth: 320 } },
})
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
})
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0 } },
})
export const rowText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 })
export const title = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' })
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const chosen = style({ margin: 0, overflowWrap: 'anywhere' })
