import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { observationJson, type ConsultationObservation } from '../teleconsultation/readings.ts'
import {
  attachmentsLabel,
  countNotes,
  newReportDefaults,
  newReportSchema,
  notesLabel,
  recordedReportSchema,
  REPORT_CLOCK_SKEW_MS,
  REPORT_MAX_DURATION_MS,
  REPORT_MESSAGES,
  reportRowTitle,
  reportTimesErrors,
} from './index.ts'

const NOW = Date.parse('2026-03-02T09:00:00Z')
const HOUR = 3_600_000

function errors(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input)
  const out: Record<string, string> = {}
  for (const issue of result.issues ?? []) out[v.getDotPath(issue) ?? ''] ??= issue.message
  return out
}

const noted = (observation: ConsultationObservation, createdAt: string) => ({ observation, createdAt })
const note = (
  type: ConsultationObservation['type'],
  valueString: string,
  createdAt = '2026-03-02T08:10:00Z',
) => noted({ type, code: type, valueString }, createdAt)

describe('a new consultation report', () => {
  it('starts one hour before now and ends now, with nothing written and no file', () => {
    expect(newReportDefaults(NOW)).toEqual({ start: NOW - HOUR, end: NOW, description: '', files: [] })
    expect(v.safeParse(newReportSchema(NOW), newReportDefaults(NOW)).success).toBe(false)
    expect(v.parse(newReportSchema(NOW), { ...newReportDefaults(NOW), description: ' Suivi ' })).toEqual({
      start: NOW - HOUR,
      end: NOW,
      description: 'Suivi',
      files: [],
    })
  })

  it("says 'Ce champ est requis' at each missing field", () => {
    expect(errors(newReportSchema(NOW), {})).toEqual({
      start: 'Ce champ est requis',
      end: 'Ce champ est requis',
      description: 'Ce champ est requis',
    })
    expect(errors(newReportSchema(NOW), { start: undefined, end: Number.NaN, description: '  ' })).toEqual({
      start: 'Ce champ est requis',
      end: 'Ce champ est requis',
      description: 'Ce champ est requis',
    })
    expect(errors(recordedReportSchema(NOW), {})).toEqual({
      start: 'Ce champ est requis',
      end: 'Ce champ est requis',
      description: 'Ce champ est requis',
    })
  })

  it('keeps the files chosen, as many as there are', () => {
    const files = [{ name: 'a.pdf' }, { name: 'b.png' }]
    const parsed = v.parse(newReportSchema(NOW), { ...newReportDefaults(NOW), description: 'x', files })
    expect(parsed.files).toEqual(files)
  })

  it('refuses an end before the start, in the future or more than 12 hours after it', () => {
    const checked = (start: number, end: number) =>
      errors(newReportSchema(NOW), { start, end, description: 'Suivi' })
    expect(checked(NOW - HOUR, NOW - 2 * HOUR)).toEqual({ end: REPORT_MESSAGES.endBeforeStart })
    expect(checked(NOW - HOUR, NOW - HOUR)).toEqual({ end: REPORT_MESSAGES.endBeforeStart })
    expect(checked(NOW - HOUR, NOW + 2 * REPORT_CLOCK_SKEW_MS)).toEqual({ end: REPORT_MESSAGES.endInFuture })
    expect(checked(NOW - 13 * HOUR, NOW)).toEqual({ end: REPORT_MESSAGES.tooLong })
    // A browser's clock a little ahead of the server's.
    expect(checked(NOW - HOUR, NOW + REPORT_CLOCK_SKEW_MS)).toEqual({})
    expect(checked(NOW - 12 * HOUR, NOW)).toEqual({})
    expect(errors(recordedReportSchema(NOW), { start: NOW, end: NOW - 1, description: {} })).toEqual({
      end: REPORT_MESSAGES.endBeforeStart,
    })
  })

  it('accepts exactly the times the rules accept, in the form and in the API alike', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -48 * HOUR, max: 2 * HOUR }),
        fc.integer({ min: -48 * HOUR, max: 2 * HOUR }),
        (startOffset, endOffset) => {
          const times = { start: NOW + startOffset, end: NOW + endOffset }
          const fine =
            times.end > times.start &&
            times.end <= NOW + REPORT_CLOCK_SKEW_MS &&
            times.end - times.start <= REPORT_MAX_DURATION_MS
          expect(reportTimesErrors(times, NOW).length === 0).toBe(fine)
          expect(v.safeParse(newReportSchema(NOW), { ...times, description: 'x' }).success).toBe(fine)
          expect(v.safeParse(recordedReportSchema(NOW), { ...times, description: {} }).success).toBe(fine)
        },
      ),
    )
  })
})

describe('the list of reports', () => {
  it("titles a row 'Consultation du {date} - {end time}' in the zone given", () => {
    const end = Date.parse('2026-03-12T09:30:00Z')
    expect(reportRowTitle({ end }, 'Europe/Paris')).toBe('Consultation du 12/03/2026 - 10:30')
    expect(reportRowTitle({ end }, 'Africa/Abidjan')).toBe('Consultation du 12/03/2026 - 09:30')
    // Past midnight in Paris, the day before in Abidjan.
    const late = Date.parse('2026-03-12T23:30:00Z')
    expect(reportRowTitle({ end: late }, 'Europe/Paris')).toBe('Consultation du 13/03/2026 - 00:30')
    expect(reportRowTitle({ end: late }, 'Africa/Abidjan')).toBe('Consultation du 12/03/2026 - 23:30')
  })

  it("counts the doctor's notes that say something, each once, whatever their readings", () => {
    expect(countNotes([])).toBe(0)
    expect(
      countNotes([
        note('history', '<p>Fièvre depuis deux jours</p>'),
        note('clinical_examination', '<p>RAS</p>'),
        note('conclusion', 'Repos'),
        note('NOTE', 'À revoir dans une semaine'),
        noted({ type: 'TEMPERATURE', code: '8310-5', valueString: '38.2' }, '2026-03-02T08:05:00Z'),
      ]),
    ).toBe(4)
    // Saved again as it was typed: one note. Emptied since: none.
    expect(
      countNotes([
        note('history', '<p>Fiè</p>', '2026-03-02T08:10:00Z'),
        note('history', '<p>Fièvre</p>', '2026-03-02T08:10:02Z'),
        note('conclusion', '<p>Repos</p>', '2026-03-02T08:10:00Z'),
        note('conclusion', '<p><br></p>', '2026-03-02T08:12:00Z'),
      ]),
    ).toBe(1)
  })

  it('never counts more notes than there are note types, nor readings as notes', () => {
    const types = ['history', 'clinical_examination', 'conclusion', 'NOTE', 'WEIGHT', 'HEART_BEAT'] as const
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            type: fc.constantFrom(...types),
            text: fc.string({ maxLength: 12 }),
            at: fc.integer({ min: 0, max: 3600 }),
          }),
          { maxLength: 20 },
        ),
        (list) => {
          const observations = list.map(({ type, text, at }) =>
            note(type, text, new Date(NOW + at * 1000).toISOString()),
          )
          const count = countNotes(observations)
          expect(count).toBeGreaterThanOrEqual(0)
          expect(count).toBeLessThanOrEqual(4)
          const readingsOnly = observations.filter((o) =>
            ['WEIGHT', 'HEART_BEAT'].includes(o.observation.type),
          )
          expect(countNotes(readingsOnly)).toBe(0)
          // What an observation's envelope holds is what is counted.
          expect(
            observations.every((o) => JSON.parse(observationJson(o.observation)).type === o.observation.type),
          ).toBe(true)
        },
      ),
    )
  })

  it('says the counts in French, 0 and 1 in the singular', () => {
    expect([0, 1, 2].map(notesLabel)).toEqual(['0 note', '1 note', '2 notes'])
    expect([0, 1, 3].map(attachmentsLabel)).toEqual(['0 pièce jointe', '1 pièce jointe', '3 pièces jointes'])
  })
})
