import { style } from '@vanilla-extract/css'
import { media, vars } from '@relais/ui/themes'

// 'Équipe': the search, the requests to answer, the members by type, the pending invitations.
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const search = style({
  maxWidth: '100%',
  '@media': { [media.up('tablet')]: { maxWidth: 420 } },
})
export const groups = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
export const groupTitle = style({
  margin: `0 0 ${vars.space.sm}`,
  fontSize: vars.font.size.md,
  color: vars.color.text,
})
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
})
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  minHeight: 44,
  color: vars.color.text,
  overflowWrap: 'anywhere',
})
export const grow = style({ flex: '1 1 12rem', minWidth: 0 })
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const text = style({ margin: 0, color: vars.color.text })
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  color: vars.color.text,
  overflowWrap: 'anywhere',
})
export const factLabel = style({ color: vars.color.textMuted })
export const factValue = style({ margin: 0 })

export const results = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
})
/** A live region: out of the flow while empty, so that it adds no gap, yet never hidden from readers. */
export const status = style({
  margin: 0,
  color: vars.color.text,
  selectors: { '&:empty': { position: 'absolute' } },
})
