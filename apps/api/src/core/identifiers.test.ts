import { describe, expect, it } from 'vitest'
import { normaliseIdentifier } from './identifiers.ts'

describe('normaliseIdentifier', () => {
  it('trims and lower-cases emails', () => {
    expect(normaliseIdentifier('email', '  Jean.Dupont@Example.FR ')).toEqual({
      ok: true,
      value: 'jean.dupont@example.fr',
    })
    expect(normaliseIdentifier('email', 'jean@')).toEqual({
      ok: false,
      message: "L'adresse email n'est pas valide",
    })
  })

  it('turns French national and international phone forms into E.164', () => {
    for (const typed of [
      '06 12 34 56 78',
      '06.12.34.56.78',
      '0612345678',
      '+33 6 12 34 56 78',
      '+33612345678',
    ]) {
      expect(normaliseIdentifier('phone', typed)).toEqual({ ok: true, value: '+33612345678' })
    }
    expect(normaliseIdentifier('phone', '+225 07 01 02 03 04')).toEqual({ ok: true, value: '+2250701020304' })
    for (const wrong of ['06 12', 'abc', '+33 1']) {
      expect(normaliseIdentifier('phone', wrong)).toEqual({ ok: false, message: 'Numéro invalide' })
    }
  })
})
