import { globalStyle, style } from '@vanilla-extract/css'
import { focusRing, vars } from '@relais/ui/themes'

// The structure's requests: the header, then the list.
export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })
export const listTitle = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.text })

/** 'Nouvelle demande': a link (it opens a page), drawn as the header's primary action. */
export const newRequest = style({
  ...focusRing,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  selectors: {
    ...focusRing.selectors,
    '&[data-hovered], &[data-pressed]': { backgroundColor: vars.color.primaryHover },
  },
})

// A request's answers, read-only: one block per step of the wizard, label above its answer.
export const answers = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
export const answerSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm })
export const answerTitle = style({ margin: 0, fontSize: vars.font.size.md, color: vars.color.text })
export const answerList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.md,
  margin: 0,
})
export const answerLine = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs })
globalStyle(`${answerLine} dt`, { fontSize: vars.font.size.sm, color: vars.color.textMuted })
globalStyle(`${answerLine} dd`, { margin: 0 })

// A request's detail: what the API keeps in clear, then the answers.
export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.sm,
})
export const address = style({ margin: 0 })
