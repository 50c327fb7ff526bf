// The visits a care request proposes, which the practitioner who takes it confirms as appointments. An
// early discharge (or a request marked within 24 hours) gets its first visit on the day after the
// request date at the latest, as the national early-discharge programme asks; the recurrence chosen in
// the wizard (from, to, 1–3 visits a week) then spreads the others evenly over each week.
import type { RecurrenceFrequency, RequestType } from '../constants/index.ts'
import { addDays, daysBetween, type IsoDate } from '../shared/dates.ts'

export interface VisitPlanRequest {
  /** The request date: for an early discharge, the day the mother leaves the maternity. */
  requestDate: IsoDate
  types: readonly RequestType[]
  urgent?: 'early' | 'normal'
  recurrence?: { fromDate: IsoDate; toDate: IsoDate; frequency: RecurrenceFrequency }
}

export interface ProposedVisit {
  date: IsoDate
  /** Why this day, in French. */
  reason: string
}

/** Days from the start of each week of the recurrence, for 1, 2 and 3 visits a week. */
const WEEK_OFFSETS: Record<RecurrenceFrequency, readonly number[]> = { 1: [0], 2: [0, 3], 3: [0, 2, 4] }

export const FIRST_VISIT_REASON = 'Première visite dans les 24 heures suivant la sortie'
export const RECURRENCE_REASON = 'Visite de suivi'
export const REQUEST_DATE_REASON = 'Visite à la date demandée'

export function proposeVisitPlan(request: VisitPlanRequest): ProposedVisit[] {
  const visits = new Map<IsoDate, string>()
  const within24h = request.urgent === 'early' || request.types.includes('EARLY_DISCHARGE')
  if (within24h) visits.set(addDays(request.requestDate, 1), FIRST_VISIT_REASON)
  const recurrence = request.recurrence
  if (recurrence && daysBetween(recurrence.fromDate, recurrence.toDate) >= 0) {
    const days = daysBetween(recurrence.fromDate, recurrence.toDate)
    for (let week = 0; week * 7 <= days; week++) {
      for (const offset of WEEK_OFFSETS[recurrence.frequency]) {
        const day = week * 7 + offset
        if (day > days) continue
        const date = addDays(recurrence.fromDate, day)
        if (!visits.has(date)) visits.set(date, RECURRENCE_REASON)
      }
    }
  }
  if (visits.size === 0) visits.set(request.requestDate, REQUEST_DATE_REASON)
  return [...visits]
    .map(([date, reason]) => ({ date, reason }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
}
