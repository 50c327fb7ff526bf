// Formatting for French screens, on Intl, date-fns (fr locale) and libphonenumber-js. Pure: the clock
// is a parameter wherever « now » matters, so results are testable and stable within one render.
import { format as formatWithPattern, formatDistanceStrict } from 'date-fns'
import { fr } from 'date-fns/locale'
import { parsePhoneNumberFromString } from 'libphonenumber-js'

type DateInput = Date | string | number

const toDate = (d: DateInput) => (d instanceof Date ? d : new Date(d))

/** 24/11/2026 */
export const formatDate = (d: DateInput) => formatWithPattern(toDate(d), 'dd/MM/yyyy', { locale: fr })

/** 09:30 */
export const formatTime = (d: DateInput) => formatWithPattern(toDate(d), 'HH:mm', { locale: fr })

/** 24/11/2026 à 09:30 */
export const formatDateTime = (d: DateInput) => `${formatDate(d)} à ${formatTime(d)}`

const DAY_MS = 86_400_000

/**
 * « il y a 5 minutes » when under a day old (either way), otherwise the date: relative times stop
 * being useful past a day and the exact date is what care staff compare.
 */
export function formatRelative(d: DateInput, now: Date): string {
  const date = toDate(d)
  const diff = date.getTime() - now.getTime()
  if (Math.abs(diff) >= DAY_MS) return formatDate(date)
  if (Math.abs(diff) < 60_000) return "à l'instant"
  const distance = formatDistanceStrict(date, now, { locale: fr, roundingMethod: 'floor' })
  return diff < 0 ? `il y a ${distance}` : `dans ${distance}`
}

/** 1 234,50 € ; 12 500 F CFA (XOF has no minor unit). */
export function formatCurrency(amount: number, currency: 'EUR' | 'XOF' = 'EUR'): string {
  return new Intl.NumberFormat('fr-FR', { style: 'currency', currency }).format(amount)
}

/**
 * +33 6 12 34 56 78, +225 07 01 02 0304 — international, each number grouped as its own country
 * groups it. Shown outside a phone field (which shows the country beside the national digits), the
 * calling code is what tells the country: 07 starts a French mobile number as well as an Ivorian one.
 */
export function formatPhone(e164: string): string {
  const parsed = parsePhoneNumberFromString(e164)
  return parsed ? parsed.formatInternational() : e164
}
