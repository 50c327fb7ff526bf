import { style } from '@vanilla-extract/css'
import { vars } from '@relais/ui/themes'

// The shell's own pieces inside the kit's AppShell: the organization switcher's label, the global
// search, the notifications panel and the footer's credit.
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
export const searching = style({ display: 'flex', justifyContent: 'center', padding: vars.space.md })
export const result = style({ display: 'flex', flexDirection: 'column', gap: 2 })
export const resultName = style({ fontWeight: vars.font.weight.medium })
export const resultDetail = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm })
export const notifications = style({ minWidth: 260, padding: vars.space.sm })
export const poweredBy = style({ fontWeight: vars.font.weight.medium })
