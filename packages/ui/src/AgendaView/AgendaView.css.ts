import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../theme/contract.css'
import { focusRing } from '../theme/styles.css'

const HOUR_LABELS_WIDTH = '3.5rem'

const categoryColours = {
  consultation: { backgroundColor: vars.category.consultation },
  urgent: { backgroundColor: vars.category.urgent },
  routine: { backgroundColor: vars.category.routine },
  renewal: { backgroundColor: vars.category.renewal },
}

export const agenda = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 })

export const empty = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  textAlign: 'center',
})

export const timeGrid = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
})

const columns = {
  display: 'grid',
  gridTemplateColumns: `${HOUR_LABELS_WIDTH} repeat(var(--agenda-days), minmax(0, 1fr))`,
} as const

export const dayHeaders = style({
  ...columns,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
})

export const dayHeader = style({
  padding: vars.space.xs,
  textAlign: 'center',
  color: vars.color.textMuted,
  textTransform: 'capitalize',
})

export const todayHeader = style([
  dayHeader,
  { color: vars.color.primary, fontWeight: vars.font.weight.semibold },
])

export const timeBody = style({
  ...columns,
  outline: 'none',
  selectors: {
    // A plain scrolling element: the browser's focus-visible, not react-aria's attribute.
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.focus.width})`,
    },
  },
  // A fixed height, not one in vh: the page's height must not follow the window's (screenshots resize it).
  maxHeight: 640,
  overflowY: 'auto',
  // The grid opens at 08:00 and stays there: no anchoring nudging it as fonts or events settle.
  overflowAnchor: 'none',
  position: 'relative',
})

export const hourLabels = style({ display: 'flex', flexDirection: 'column' })

export const hourLabel = style({
  boxSizing: 'border-box',
  paddingInlineEnd: vars.space.xs,
  textAlign: 'end',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  transform: 'translateY(-0.6em)',
})

export const dayColumn = style({
  position: 'relative',
  borderInlineStart: `1px solid ${vars.color.border}`,
  // The hour lines, and the lighter slot lines between them.
  backgroundImage: [
    `repeating-linear-gradient(to bottom, ${vars.color.border} 0 1px, transparent 1px var(--agenda-hour))`,
    `repeating-linear-gradient(to bottom, ${vars.color.surfaceSunken} 0 1px, transparent 1px var(--agenda-slot))`,
  ].join(', '),
})

export const eventList = style({ listStyle: 'none', margin: 0, padding: 0 })

export const placedEvent = style({ position: 'absolute', boxSizing: 'border-box', padding: '1px 2px' })

const eventBase = {
  ...focusRing,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  width: '100%',
  border: 0,
  borderRadius: vars.radius.sm,
  color: vars.category.onCategory,
  textAlign: 'start',
  cursor: 'pointer',
  overflow: 'hidden',
} as const

// The category's colour, unless cancelled or done: then grey and struck through (declared after, so it wins).
const eventVariants = {
  category: categoryColours,
  muted: {
    true: {
      backgroundColor: vars.status.neutralBg,
      color: vars.status.neutralText,
      textDecoration: 'line-through',
    },
    false: {},
  },
}

export const event = recipe({
  base: {
    ...eventBase,
    height: '100%',
    padding: `${vars.space.xxs} ${vars.space.xs}`,
    fontSize: vars.font.size.xs,
    lineHeight: 1.3,
  },
  variants: eventVariants,
})

export const eventTime = style({ fontWeight: vars.font.weight.semibold })
export const eventTitle = style({ fontWeight: vars.font.weight.medium })
export const eventDetail = style({ opacity: 0.9 })

export const monthGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
})

export const monthWeekday = style({
  padding: vars.space.xs,
  textAlign: 'center',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const monthDay = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    minHeight: '6.5rem',
    padding: vars.space.xxs,
    borderInlineStart: `1px solid ${vars.color.border}`,
    borderTop: `1px solid ${vars.color.border}`,
    minWidth: 0,
  },
  variants: {
    outside: { true: { backgroundColor: vars.color.surfaceSunken }, false: {} },
    today: { true: { boxShadow: `inset 0 0 0 2px ${vars.color.primary}` }, false: {} },
  },
})

export const monthDayNumber = style({
  ...focusRing,
  alignSelf: 'flex-start',
  minWidth: '1.75rem',
  padding: `0 ${vars.space.xxs}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
})

export const monthEvents = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
})

export const monthEvent = recipe({
  base: {
    ...eventBase,
    display: 'block',
    padding: `0 ${vars.space.xxs}`,
    fontSize: vars.font.size.xs,
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
  },
  variants: eventVariants,
})

export const monthMore = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted })

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.font.size.sm,
})

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs })

export const legendSwatch = recipe({
  base: { width: 12, height: 12, borderRadius: vars.radius.full },
  variants: { category: categoryColours },
})
