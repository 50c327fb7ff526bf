import { describe, expect, it } from 'vitest'
import { identityFromUserInfo, PscClaimsError, rppsFromNationalId } from './claims.ts'

const doctor = {
  sub: 'f:550dc1c8:ANS20260101',
  SubjectNameID: '810100000017',
  given_name: 'Paul',
  family_name: 'Martin',
  SubjectRefPro: {
    codeCivilite: 'M',
    exercices: [{ codeProfession: '10', nomDexercice: 'Martin', prenomDexercice: 'Paul' }],
  },
}

describe('identityFromUserInfo', () => {
  it('reads names, type, gender and RPPS from PSC claims', () => {
    expect(identityFromUserInfo(doctor)).toEqual({
      subject: '10100000017',
      claims: {
        name: 'psc',
        userType: 'doctor',
        firstName: 'Paul',
        lastName: 'Martin',
        gender: 'MALE',
        rpps: '10100000017',
        professionCode: '10',
      },
    })
  })

  it('maps profession codes through the domain table and civilities other than M to FEMALE', () => {
    const midwife = identityFromUserInfo({
      ...doctor,
      SubjectRefPro: { codeCivilite: 'MME', exercices: [{ codeProfession: '50' }] },
    })
    expect(midwife.claims).toMatchObject({ userType: 'midwife', gender: 'FEMALE' })
    const nurse = identityFromUserInfo({
      ...doctor,
      SubjectRefPro: { exercices: [{ codeProfession: '60' }] },
    })
    expect(nurse.claims.userType).toBe('assistant')
    expect(nurse.claims.gender).toBeUndefined()
    const pharmacist = identityFromUserInfo({
      ...doctor,
      SubjectRefPro: { exercices: [{ codeProfession: '21' }] },
    })
    expect(pharmacist.claims.userType).toBe('patient')
  })

  it('keeps the national id as subject when it is not an RPPS (ADELI)', () => {
    const adeli = identityFromUserInfo({ ...doctor, SubjectNameID: '0751234567' })
    expect(adeli.subject).toBe('0751234567')
    expect(adeli.claims.rpps).toBeUndefined()
  })

  it('falls back to the exercise names and refuses an identity without id or names', () => {
    const { given_name: _g, family_name: _f, ...noNames } = doctor
    expect(identityFromUserInfo(noNames).claims).toMatchObject({ firstName: 'Paul', lastName: 'Martin' })
    expect(() => identityFromUserInfo({ sub: 'x', given_name: 'A', family_name: 'B' })).toThrow(
      PscClaimsError,
    )
    expect(() =>
      identityFromUserInfo({ ...noNames, SubjectRefPro: { exercices: [{ codeProfession: '10' }] } }),
    ).toThrow(PscClaimsError)
  })
})

describe('rppsFromNationalId', () => {
  it('takes the 11 digits after the 8 of IdNat_PS, or 11 digits alone', () => {
    expect(rppsFromNationalId('810003456789')).toBe('10003456789')
    expect(rppsFromNationalId('10003456789')).toBe('10003456789')
    expect(rppsFromNationalId('0751234567')).toBeUndefined()
    expect(rppsFromNationalId(undefined)).toBeUndefined()
  })
})
