// Between the decrypted record and the wizard: the registration's answers read under the record's names,
// answers to hidden questions dropped on save, the registration's names kept in step, and whatever else
// the record held left alone.
import { describe, expect, it } from 'vitest'
import { isRecordComplete, recordContentOf, recordFormValues } from './record-form.ts'

const identity = {
  firstName: 'Claire',
  lastName: 'Martin',
  birthDate: '1996-03-10',
  gender: 'FEMALE' as const,
}
const ctx = { today: '2026-11-27', perinatal: true }

describe('the record in the form and back', () => {
  it('reads the registration answers under the record’s names, beside the identity', () => {
    const values = recordFormValues(
      {
        bloodGroup: 'B+',
        treatments: 'Fer',
        allergies: 'Pénicilline',
        prenatal: { lastPeriod: '2026-09-18' },
      },
      { ...identity, email: '' },
    )
    expect(values).toEqual({
      bloodGroup: 'B+',
      usualTreatment: 'Fer',
      DATE_LAST_PERIOD: '2026-09-18',
      ...identity,
    })
  })

  it('drops what hidden questions held, keeps what else the record held, and mirrors the registration names', () => {
    const content = recordContentOf(
      {
        ...identity,
        bloodGroup: 'A+',
        usualTreatment: '  Levothyrox  ',
        physicalActivity: 'actif',
        tabac: 'jamais',
        // Typed while she answered 'actif', then hidden by 'jamais'.
        tabacQuantite: '5',
        alcool: 'jamais',
        alcoolType: 'Vin',
        hasContraception: false,
        typeContraception: 'pilule',
        cyclesMenstruels: 'reguliers',
        DATE_LAST_PERIOD: '2026-09-18',
        NUMBER_OF_BIRTHS_AT_TERM: 0,
        personnalAntecedents: [],
      },
      { allergies: 'Pénicilline', tabacQuantite: '10', treatments: 'Fer' },
      ctx,
    )
    expect(content).toEqual({
      allergies: 'Pénicilline',
      bloodGroup: 'A+',
      usualTreatment: 'Levothyrox',
      treatments: 'Levothyrox',
      physicalActivity: 'actif',
      tabac: 'jamais',
      alcool: 'jamais',
      hasContraception: false,
      cyclesMenstruels: 'reguliers',
      DATE_LAST_PERIOD: '2026-09-18',
      NUMBER_OF_BIRTHS_AT_TERM: 0,
      prenatal: { lastPeriod: '2026-09-18', birthsAtTerm: 0 },
    })
    // The identity is the account's, never the record's.
    expect(content).not.toHaveProperty('firstName')
  })

  it('is complete once blood group, activity, tobacco and alcohol are answered', () => {
    expect(isRecordComplete(null)).toBe(false)
    expect(isRecordComplete({ bloodGroup: 'B+', treatments: 'Fer' })).toBe(false)
    expect(
      isRecordComplete({ bloodGroup: 'B+', physicalActivity: 'actif', tabac: 'jamais', alcool: 'jamais' }),
    ).toBe(true)
  })
})
