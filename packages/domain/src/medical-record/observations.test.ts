import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  answersFromObservations,
  latestObservation,
  observationsFromAnswers,
  patientObservationId,
  type Observation,
} from './observations.ts'

const PATIENT = '3f6c2a1e-8d4b-4c1a-9e2f-6b7a8c9d0e1f'
const answer = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.boolean(),
  fc.array(fc.string(), { maxLength: 4 }),
  fc.record({ text: fc.string(), city: fc.string() }),
)
const field = fc.stringMatching(/^[a-zA-Z_]{1,20}$/)
const answers = fc.dictionary(field, answer, { maxKeys: 12 })

describe('the record as observations', () => {
  it('gives back the answers it was made of, one patient-level observation per field', () => {
    fc.assert(
      fc.property(answers, (given) => {
        const observations = observationsFromAnswers(PATIENT, given, [], '2026-11-27T08:00:00.000Z')
        expect(answersFromObservations(PATIENT, observations)).toEqual(given)
        expect(observations.map((o) => o.id).sort()).toEqual(
          Object.keys(given)
            .map((f) => patientObservationId(PATIENT, f))
            .sort(),
        )
        for (const o of observations) expect(o.code).toBe(o.type)
      }),
    )
  })

  it('keeps an answer named like a prototype key as an answer', () => {
    const given = JSON.parse('{"__proto__": false, "constructor": "x"}') as Record<string, unknown>
    const observations = observationsFromAnswers(PATIENT, given, [], '2026-11-27T08:00:00.000Z')
    const back = answersFromObservations(PATIENT, observations)
    expect(Object.keys(back).sort()).toEqual(['__proto__', 'constructor'])
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype)
  })

  it('keeps the date of an unchanged answer, dates a changed one now, and drops an answer removed', () => {
    fc.assert(
      fc.property(answers, answers, (first, second) => {
        const before = observationsFromAnswers(PATIENT, first, [], '2026-01-01T00:00:00.000Z')
        const after = observationsFromAnswers(PATIENT, second, before, '2026-06-01T00:00:00.000Z')
        expect(answersFromObservations(PATIENT, after)).toEqual(second)
        for (const o of after) {
          const unchanged = o.type in first && JSON.stringify(first[o.type]) === o.valueString
          expect(o.creation).toBe(unchanged ? '2026-01-01T00:00:00.000Z' : '2026-06-01T00:00:00.000Z')
        }
      }),
    )
  })

  it('keeps a consultation’s observations beside the answers, and finds the latest of a type', () => {
    const vitals: Observation[] = [
      {
        id: 'a',
        type: 'TEMPERATURE',
        code: 'TEMPERATURE',
        valueString: '37.2',
        creation: '2026-03-01T09:00:00.000Z',
      },
      {
        id: 'b',
        type: 'TEMPERATURE',
        code: 'TEMPERATURE',
        valueString: '38.1',
        creation: '2026-03-02T09:00:00.000Z',
      },
    ]
    const observations = observationsFromAnswers(
      PATIENT,
      { tabac: 'jamais' },
      vitals,
      '2026-03-03T09:00:00.000Z',
    )
    expect(observations.slice(0, 2)).toEqual(vitals)
    expect(answersFromObservations(PATIENT, observations)).toEqual({ tabac: 'jamais' })
    expect(latestObservation(observations, 'TEMPERATURE')?.valueString).toBe('38.1')
    expect(latestObservation(observations, 'WEIGHT')).toBeUndefined()
  })

  it('reads a value another client wrote as plain text', () => {
    const observation = {
      id: patientObservationId(PATIENT, 'usualTreatment'),
      type: 'usualTreatment',
      code: 'usualTreatment',
      valueString: 'Fer, acide folique',
      creation: '2026-03-03T09:00:00.000Z',
    }
    expect(answersFromObservations(PATIENT, [observation])).toEqual({ usualTreatment: 'Fer, acide folique' })
  })
})
