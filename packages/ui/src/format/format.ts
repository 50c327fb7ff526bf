// Formatting for French screens, on Intl alone (the browser's own data, no library to load). Pure: the
// clock is a parameter wherever « now » matters, so results are testable and stable within one render.
// Phones are formatted apart (phone.ts): their metadata is the heavy part, and most screens show none.

type DateInput = Date | string | number

const toDate = (d: DateInput) => (d instanceof Date ? d : new Date(d))

const DATE = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' })
const TIME = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
const RELATIVE = new Intl.RelativeTimeFormat('fr-FR')

/** 24/11/2026 */
export const formatDate = (d: DateInput) => DATE.format(toDate(d))

/** 09:30 */
export const formatTime = (d: DateInput) => TIME.format(toDate(d))

/** 24/11/2026 à 09:30 */
export const formatDateTime = (d: DateInput) => `${formatDate(d)} à ${formatTime(d)}`

const MINUTE_MS = 60_000
const HOUR_MS = 3_600_000
const DAY_MS = 86_400_000

/**
 * « il y a 5 minutes » when under a day old (either way), otherwise the date: relative times stop
 * being useful past a day and the exact date is what care staff compare. Whole minutes, then whole
 * hours, rounded down.
 */
export function formatRelative(d: DateInput, now: Date): string {
  const date = toDate(d)
  const diff = date.getTime() - now.getTime()
  const distance = Math.abs(diff)
  if (distance >= DAY_MS) return formatDate(date)
  if (distance < MINUTE_MS) return "à l'instant"
  const sign = diff < 0 ? -1 : 1
  return distance < HOUR_MS
    ? RELATIVE.format(sign * Math.floor(distance / MINUTE_MS), 'minute')
    : RELATIVE.format(sign * Math.floor(distance / HOUR_MS), 'hour')
}

/** 1 234,50 € ; 12 500 F CFA (XOF has no minor unit). */
export function formatCurrency(amount: number, currency: 'EUR' | 'XOF' = 'EUR'): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency }).format(amount)
}
