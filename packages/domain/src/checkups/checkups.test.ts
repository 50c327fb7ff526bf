import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Observation } from '../medical-record/observations.ts'
import { encodeVitalSign, VITAL_SIGNS, vitalSign, type VitalSignType } from '../teleconsultation/readings.ts'
import {
  CHECKUP_TEXTS,
  checkupMeasurement,
  checkupObservationId,
  checkupObservations,
  isCheckupId,
  isCheckupObservation,
  latestCheckupMeasures,
  withCheckupObservations,
  type CheckupResult,
} from './checkups.ts'

const checkup = (id: string, performedAt: string, measures: [VitalSignType, number[]][]): CheckupResult => ({
  id,
  performedAt,
  station: 'Station de Cocody, Abidjan',
  measurements: measures.map(([type, values]) =>
    encodeVitalSign(type, values),
  ) as CheckupResult['measurements'],
})

/** Any measure a station may send that the product knows, drawn within its range. */
const knownMeasure = fc
  .constantFrom(...VITAL_SIGNS)
  .chain((sign) =>
    fc
      .tuple(...sign.parts.map((part) => fc.double({ min: part.min, max: part.max, noNaN: true })))
      .map((values) => encodeVitalSign(sign.type, values)),
  )

describe('checkupMeasurement', () => {
  it('keeps a vital sign with its LOINC code and a value within its range', () => {
    expect(checkupMeasurement({ type: 'BLOOD_PRESSURE', code: '85354-9', valueString: '128/82' })).toEqual({
      type: 'BLOOD_PRESSURE',
      code: '85354-9',
      valueString: '128/82',
    })
    expect(checkupMeasurement({ type: 'WEIGHT', code: '29463-7', valueString: '71.4' })).not.toBeNull()
  })

  it('leaves out what the product does not know', () => {
    expect(checkupMeasurement({ type: 'HEIGHT', code: '8302-2', valueString: '170' })).toBeNull()
    expect(checkupMeasurement({ type: 'WEIGHT', code: '8302-2', valueString: '71' })).toBeNull()
    expect(checkupMeasurement({ type: 'WEIGHT', code: '29463-7', valueString: '71,4' })).toBeNull()
    expect(checkupMeasurement({ type: 'WEIGHT', code: '29463-7', valueString: '900' })).toBeNull()
    expect(checkupMeasurement({ type: 'BLOOD_PRESSURE', code: '85354-9', valueString: '128' })).toBeNull()
    expect(checkupMeasurement({ type: 'SpO2', code: '59408-5', valueString: '<script>' })).toBeNull()
  })

  it('keeps every measure encoded as the readings encode it, unchanged', () => {
    fc.assert(
      fc.property(knownMeasure, (measure) => {
        expect(checkupMeasurement(measure)).toEqual(measure)
      }),
    )
  })

  it('never keeps a value outside the measure’s range', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VITAL_SIGNS.filter((s) => s.parts.length === 1)),
        fc.integer(),
        (sign, n) => {
          const [part] = sign.parts
          const kept = checkupMeasurement({ type: sign.type, code: sign.loinc, valueString: String(n) })
          expect(kept !== null).toBe(n >= part!.min && n <= part!.max)
        },
      ),
    )
  })
})

describe('a check-up in the record', () => {
  const first = checkup('ck_1', '2026-12-01T09:30:00.000Z', [
    ['WEIGHT', [71.4]],
    ['BLOOD_PRESSURE', [128, 82]],
  ])
  const second = checkup('ck_2', '2026-12-05T10:00:00.000Z', [['WEIGHT', [70.9]]])

  it('becomes one observation per measure, named after the check-up and dated when it was taken', () => {
    expect(checkupObservations(first)).toEqual([
      {
        id: 'checkup-ck_1-WEIGHT',
        type: 'WEIGHT',
        code: vitalSign('WEIGHT').loinc,
        valueString: '71.4',
        creation: '2026-12-01T09:30:00.000Z',
      },
      {
        id: 'checkup-ck_1-BLOOD_PRESSURE',
        type: 'BLOOD_PRESSURE',
        code: '85354-9',
        valueString: '128/82',
        creation: '2026-12-01T09:30:00.000Z',
      },
    ])
    expect(checkupObservations(first).every(isCheckupObservation)).toBe(true)
    expect(isCheckupObservation({ id: 'patient-1-bloodGroup' })).toBe(false)
  })

  it('is added once, whatever the number of times it is added, and keeps what the record held', () => {
    const answer: Observation = {
      id: 'p1-bloodGroup',
      type: 'bloodGroup',
      code: 'bloodGroup',
      valueString: '"A+"',
      creation: '2026-11-01T00:00:00.000Z',
    }
    const once = withCheckupObservations([answer], [first])
    expect(once).toHaveLength(3)
    expect(withCheckupObservations(once, [first, second])).toEqual([...once, ...checkupObservations(second)])
    fc.assert(
      fc.property(fc.array(fc.constantFrom(first, second), { maxLength: 6 }), (added) => {
        const record = added.reduce<Observation[]>((all, c) => withCheckupObservations(all, [c]), [answer])
        expect(new Set(record.map((o) => o.id)).size).toBe(record.length)
        expect(record[0]).toBe(answer)
      }),
    )
  })

  it('shows the latest measure of each vital sign, in the vital signs’ order', () => {
    const record = withCheckupObservations([], [second, first])
    expect(latestCheckupMeasures(record).map((o) => [o.type, o.valueString])).toEqual([
      ['BLOOD_PRESSURE', '128/82'],
      ['WEIGHT', '70.9'],
    ])
    expect(latestCheckupMeasures([])).toEqual([])
  })
})

describe('check-up ids and texts', () => {
  it('accepts the platform’s ids that fit a path and an observation id', () => {
    expect(isCheckupId('ck_01J9-ABC')).toBe(true)
    expect(isCheckupId('')).toBe(false)
    expect(isCheckupId('../x')).toBe(false)
    expect(isCheckupId('a'.repeat(101))).toBe(false)
    expect(checkupObservationId('ck_1', 'SpO2')).toBe('checkup-ck_1-SpO2')
  })

  it('counts in French', () => {
    expect(CHECKUP_TEXTS.added(1)).toBe('Un nouveau checkup santé a été ajouté à votre dossier médical.')
    expect(CHECKUP_TEXTS.added(2)).toBe('2 nouveaux checkups santé ont été ajoutés à votre dossier médical.')
    expect(CHECKUP_TEXTS.measurementCount(1)).toBe('1 mesure')
    expect(CHECKUP_TEXTS.measurementCount(3)).toBe('3 mesures')
    expect(CHECKUP_TEXTS.addedForPatient(1)).toBe(
      'Un nouveau checkup santé a été ajouté au dossier médical du patient.',
    )
    expect(CHECKUP_TEXTS.addedForPatient(2)).toBe(
      '2 nouveaux checkups santé ont été ajoutés au dossier médical du patient.',
    )
  })

  it('words the look-up and the record card', () => {
    expect(CHECKUP_TEXTS.resultsFor('2 95 10 99 126 111 93')).toBe('Résultats pour le 2 95 10 99 126 111 93')
    expect(CHECKUP_TEXTS.performedAt('01/12/2026', '10:30')).toBe('01/12/2026 à 10:30')
    expect(CHECKUP_TEXTS.measuredOn('01/12/2026')).toBe('Mesuré le 01/12/2026')
    expect(CHECKUP_TEXTS.unavailable).toBe('Service non disponible')
  })
})
