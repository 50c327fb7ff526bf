// Consultation reports ('Bilans de consultation'): a patient's consultations that took place, each with
// its observations, its attachments and, for a teleconsultation, the report its doctor validated. A
// midwife records one after the fact ('Nouveau bilan de consultation'): when it started and ended, and
// what she did, which the browser encrypts before it leaves. The same rules on its times run in her
// form and in the API; the clock is a parameter.
import * as v from 'valibot'
import { FIELD_REQUIRED_MESSAGE } from '../auth/messages.ts'
import { conditionalRequirements, requiredString } from '../forms/fields.ts'
import { formObject } from '../shared/schemas.ts'
import { dateInZone, formatDate, formatTime, type Instant } from '../shared/dates.ts'
import { richTextBlocks } from '../teleconsultation/report.ts'
import { latestByType, type DatedObservation, type ObservationType } from '../teleconsultation/readings.ts'

/** How far back a new report starts by default: the spec's one hour before now. */
const DEFAULT_REPORT_LENGTH_MS = 3_600_000
/** The longest consultation a report records: longer is a mistake in a date, not a consultation. */
export const REPORT_MAX_DURATION_MS = 12 * 3_600_000
/** A browser's clock a little ahead of the server's must not make a consultation just ended "future". */
export const REPORT_CLOCK_SKEW_MS = 60_000

export const REPORT_MESSAGES = {
  required: FIELD_REQUIRED_MESSAGE,
  endBeforeStart: 'La fin doit être après le début',
  endInFuture: 'La consultation doit être terminée : sa fin ne peut pas être dans le futur',
  tooLong: 'Une consultation dure 12 heures au plus',
} as const

/** The times of a recorded consultation, in epoch milliseconds. */
export type ReportTimes = { start: Instant; end: Instant }

/** What is wrong with the times of a consultation recorded at `now`, each on its field; none when fine. */
export function reportTimesErrors(
  { start, end }: ReportTimes,
  now: Instant,
): { key: 'start' | 'end'; message: string }[] {
  if (end <= start) return [{ key: 'end', message: REPORT_MESSAGES.endBeforeStart }]
  if (end > now + REPORT_CLOCK_SKEW_MS) return [{ key: 'end', message: REPORT_MESSAGES.endInFuture }]
  if (end - start > REPORT_MAX_DURATION_MS) return [{ key: 'end', message: REPORT_MESSAGES.tooLong }]
  return []
}

const instant = () => v.pipe(v.number(REPORT_MESSAGES.required), v.finite(REPORT_MESSAGES.required))

const timesRule = <T extends ReportTimes & Record<string, unknown>>(now: Instant) =>
  conditionalRequirements<T>((times) => reportTimesErrors(times, now))

/**
 * 'Nouveau bilan de consultation' as the midwife fills it in: start and end required ('Ce champ est
 * requis'), a description, and files, optional and as many as she likes.
 */
export function newReportSchema(now: Instant) {
  const fields = formObject(
    {
      start: instant(),
      end: instant(),
      description: requiredString(REPORT_MESSAGES.required),
      files: v.optional(v.array(v.any()), []),
    },
    REPORT_MESSAGES.required,
  )
  return v.pipe(fields, timesRule<v.InferOutput<typeof fields>>(now))
}

export type NewReportValues = v.InferInput<ReturnType<typeof newReportSchema>>

/**
 * What the API checks of a new report: the same times, and a description, which reaches it encrypted
 * (the contract checks its envelope's shape; a text cannot be read here, only its presence).
 */
export function recordedReportSchema(now: Instant) {
  const fields = formObject(
    { start: instant(), end: instant(), description: v.looseObject({}, REPORT_MESSAGES.required) },
    REPORT_MESSAGES.required,
  )
  return v.pipe(fields, timesRule<v.InferOutput<typeof fields>>(now))
}

/** The spec's defaults: from one hour before now to now, nothing written, no file. */
export function newReportDefaults(now: Instant): {
  start: Instant
  end: Instant
  description: string
  files: never[]
} {
  return { start: now - DEFAULT_REPORT_LENGTH_MS, end: now, description: '', files: [] }
}

/** A row of the list: 'Consultation du {date} - {end time}', both read in `timeZone`. */
export function reportRowTitle({ end }: { end: Instant }, timeZone: string): string {
  return `Consultation du ${formatDate(dateInZone(end, timeZone))} - ${formatTime(end, timeZone)}`
}

/** The doctor's notes among a consultation's observations: his three rich texts and the free note. */
export const NOTE_OBSERVATION_TYPES = [
  'history',
  'clinical_examination',
  'conclusion',
  'NOTE',
] as const satisfies readonly ObservationType[]

/**
 * How many notes a consultation holds: each note type whose latest observation says something. A note
 * is saved again as it is typed, so its earlier versions are not notes of their own, and one emptied
 * since says nothing.
 */
export function countNotes(observations: readonly DatedObservation[]): number {
  const latest = latestByType(observations)
  return NOTE_OBSERVATION_TYPES.filter((type) => {
    const value = latest.get(type)?.observation.valueString ?? ''
    return richTextBlocks(value).length > 0
  }).length
}

/** 'N note(s)' and 'N pièce(s) jointe(s)', as the rows count them; French says 0 in the singular. */
export function notesLabel(count: number): string {
  return `${count} ${count < 2 ? 'note' : 'notes'}`
}
export function attachmentsLabel(count: number): string {
  return `${count} ${count < 2 ? 'pièce jointe' : 'pièces jointes'}`
}
