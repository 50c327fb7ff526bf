import { style } from '@vanilla-extract/css'
import { media, vars } from '@relais/ui/themes'

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg })

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 0,
  width: '100%',
})
export const rowText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 })
export const rowTop = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm })
export const rowName = style({
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})
export const rowMeta = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  whiteSpace: 'nowrap',
})
export const preview = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})

export const pane = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  padding: vars.space.lg,
  minHeight: 360,
})
export const paneHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
})
export const paneTitle = style({ margin: 0, fontSize: vars.font.size.lg, color: vars.color.text })

export const log = style({
  overflowY: 'auto',
  maxHeight: '55vh',
  '@media': { [media.up('laptop')]: { maxHeight: '60vh' } },
})
export const messageList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const bubble = style({
  maxWidth: '80%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.text,
  alignSelf: 'flex-start',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
})
export const mine = style({
  alignSelf: 'flex-end',
  backgroundColor: vars.color.primarySubtle,
})
export const bubbleMeta = style({
  display: 'block',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  marginBottom: vars.space.xxs,
})
export const undecryptable = style({ fontStyle: 'italic', color: vars.color.textMuted })

export const composer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: 'auto',
})
export const composerActions = style({ display: 'flex', justifyContent: 'flex-end' })

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 'min(420px, 80vw)',
})
