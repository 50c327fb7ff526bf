import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  cleanPhoneInput,
  detectIdentifierType,
  finessCheckWarning,
  formatName,
  formatNir,
  formatPhoneInternational,
  formatPhoneNational,
  isValidEmail,
  isValidFiness,
  isValidLastName,
  isValidNir,
  isValidPhone,
  isValidRpps,
  isValidSiren,
  isValidSiret,
  luhnCheckDigit,
  luhnValid,
  nirError,
  nirErrorMessage,
  nirFirst13,
  nirKey,
  normalizeEmail,
  normalizeNir,
  normalizePhone,
  phoneCountry,
  siretError,
  siretErrorMessage,
  NIR_KEY_MESSAGE,
  NIR_LENGTH_MESSAGE,
  SIRET_MESSAGE,
} from './index.ts'

describe('phone', () => {
  it('normalises French numbers typed with spaces or dots to E.164', () => {
    expect(normalizePhone('06 12 34 56 78')).toBe('+33612345678')
    expect(normalizePhone('06.12.34.56.78')).toBe('+33612345678')
    expect(normalizePhone('+33 6 12 34 56 78')).toBe('+33612345678')
    expect(normalizePhone('0033612345678')).toBe('+33612345678')
    expect(normalizePhone('01 42 34 56 78')).toBe('+33142345678')
  })

  it('rejects what is not a number', () => {
    expect(normalizePhone('')).toBeNull()
    expect(normalizePhone('12')).toBeNull()
    expect(normalizePhone('abc')).toBeNull()
    expect(isValidPhone('06 12 34 56')).toBe(false)
    expect(isValidPhone('0612345678')).toBe(true)
  })

  it('puts overseas numbers typed nationally under their own country code', () => {
    expect(normalizePhone('0690 12 34 56')).toBe('+590690123456')
    expect(normalizePhone('0694 20 12 34')).toBe('+594694201234')
    expect(normalizePhone('0696 12 34 56')).toBe('+596696123456')
    expect(normalizePhone('0692 12 34 56')).toBe('+262692123456')
    expect(normalizePhone('0639 01 23 45')).toBe('+262639012345')
    expect(normalizePhone('0590 12 34 56')).toBe('+590590123456')
    expect(phoneCountry('0690123456')).toBe('GP')
    expect(phoneCountry('0596301234')).toBe('MQ')
    expect(phoneCountry('nope')).toBeNull()
  })

  it("keeps Côte d'Ivoire's 10 digits, trunk 0 included", () => {
    expect(normalizePhone('+225 07 07 12 34 56')).toBe('+2250707123456')
    expect(normalizePhone('07 07 12 34 56', 'CI')).toBe('+2250707123456')
    expect(normalizePhone('+225 07 07 12 34')).toBeNull()
    expect(formatPhoneNational('+2250707123456')).toBe('07 07 12 34 56')
    expect(formatPhoneInternational('+2250707123456')).toBe('+225 07 07 12 34 56')
  })

  it('formats for display', () => {
    expect(formatPhoneNational('+33612345678')).toBe('06 12 34 56 78')
    expect(formatPhoneInternational('0612345678')).toBe('+33 6 12 34 56 78')
    expect(formatPhoneInternational('0690123456')).toBe('+590 690 12 34 56')
    expect(formatPhoneNational('not a phone')).toBe('not a phone')
    expect(formatPhoneInternational('not a phone')).toBe('not a phone')
  })

  it('cleans separators', () => {
    expect(cleanPhoneInput(' 06-12.34 (56)\u00a078')).toBe('0612345678')
  })

  it('format then parse round-trips (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('6', '7'), fc.stringMatching(/^[0-9]{8}$/), (first, rest) => {
        const e164 = normalizePhone(`0${first}${rest}`)
        fc.pre(e164 !== null)
        expect(normalizePhone(formatPhoneNational(e164!))).toBe(e164)
        expect(normalizePhone(formatPhoneInternational(e164!))).toBe(e164)
      }),
    )
  })
})

describe('email', () => {
  it('normalises by trimming and lower-casing', () => {
    expect(normalizeEmail('  Jeanne.Dupont@Example.FR ')).toBe('jeanne.dupont@example.fr')
  })
  it('validates', () => {
    expect(isValidEmail('a@b.fr')).toBe(true)
    expect(isValidEmail(' a@b.fr ')).toBe(true)
    expect(isValidEmail('a@b')).toBe(false)
    expect(isValidEmail('a b@c.fr')).toBe(false)
    expect(isValidEmail('@c.fr')).toBe(false)
    expect(isValidEmail('a@.fr')).toBe(false)
  })
})

describe('detectIdentifierType', () => {
  it('tells email from phone', () => {
    expect(detectIdentifierType('jeanne@example.fr')).toBe('email')
    expect(detectIdentifierType('06 12 34 56 78')).toBe('phone')
    expect(detectIdentifierType('07 07 12 34 56', 'CI')).toBe('phone')
    expect(detectIdentifierType('jeanne@')).toBeNull()
    expect(detectIdentifierType('jeanne')).toBeNull()
    expect(detectIdentifierType('')).toBeNull()
  })
})

describe('NIR', () => {
  // python-stdnum's doctest examples (stdnum/fr/nir.py).
  it('accepts valid numbers, with or without spaces', () => {
    expect(isValidNir('2 95 10 99 126 111 93')).toBe(true)
    expect(isValidNir('295109912611193')).toBe(true)
    expect(isValidNir('1 85 05 78 006 084 36')).toBe(nirKey('1850578006084') === '36')
  })

  it('computes the key as 97 − N mod 97', () => {
    expect(nirKey('2951099126111')).toBe('93')
    expect(nirKey('1234567890123')).toBe(String(97 - (1234567890123 % 97)).padStart(2, '0'))
    expect(nirKey('12345')).toBeNull()
    expect(nirKey('12345A7890123')).toBeNull()
    expect(nirKey('1234A67890123')).toBeNull()
    expect(nirKey('12341A7890123')).toBeNull()
  })

  it('reads Corsica 2A as 19 and 2B as 18 (python-stdnum doctests)', () => {
    expect(isValidNir('253072B07300470')).toBe(true)
    expect(isValidNir('253072A07300443')).toBe(true)
    expect(isValidNir('2 53 07 2b 073 004 70')).toBe(true)
    expect(isValidNir('253072C07300443')).toBe(false)
    expect(nirKey('253072A073004')).toBe(String(97 - (2530719073004 % 97)).padStart(2, '0'))
    // The wrong "2A/2B → 20" rule must not be what we compute.
    expect(nirKey('253072B073004')).not.toBe(String(97 - (2530720073004 % 97)).padStart(2, '0'))
    // Born in Corsica before 1976: department 20, purely numeric.
    expect(nirKey('1650720073004')).toBe(String(97 - (1650720073004 % 97)).padStart(2, '0'))
  })

  it('explains what is wrong', () => {
    expect(nirError('12345')).toBe('length')
    expect(nirError('2951099126111X3')).toBe('length')
    expect(nirError('295109912611194')).toBe('key')
    expect(nirError('295109912611193')).toBeNull()
    expect(nirErrorMessage('length')).toBe(NIR_LENGTH_MESSAGE)
    expect(nirErrorMessage('key')).toBe(NIR_KEY_MESSAGE)
    expect(NIR_LENGTH_MESSAGE).toBe('Le numéro de sécurité sociale doit contenir 15 chiffres !')
  })

  it('masks, normalises and shortens', () => {
    expect(formatNir('295109912611193')).toBe('2 95 10 99 126 111 93')
    expect(formatNir('2951')).toBe('2 95 1')
    expect(formatNir('')).toBe('')
    expect(formatNir('2 95 10 99 126 111 93 99')).toBe('2 95 10 99 126 111 93')
    expect(formatNir('253072b07300470')).toBe('2 53 07 2B 073 004 70')
    expect(normalizeNir(' 2 53 07 2b 073 004 70 ')).toBe('253072B07300470')
    expect(nirFirst13('2 95 10 99 126 111 93')).toBe('2951099126111')
  })

  const nirArb = fc
    .tuple(
      fc.constantFrom('1', '2'),
      fc.stringMatching(/^[0-9]{2}$/),
      fc.stringMatching(/^(0[1-9]|1[0-2])$/),
      fc.constantFrom('75', '2A', '2B', '20', '99', '13', '97'),
      fc.stringMatching(/^[0-9]{6}$/),
    )
    .map(([sex, year, month, dept, rest]) => {
      const first13 = `${sex}${year}${month}${dept}${rest}`
      return first13 + nirKey(first13)!
    })

  it('mask then normalise round-trips (property)', () => {
    fc.assert(
      fc.property(nirArb, (nir) => {
        expect(isValidNir(nir)).toBe(true)
        expect(normalizeNir(formatNir(nir))).toBe(nir)
        expect(isValidNir(formatNir(nir))).toBe(true)
      }),
    )
  })

  it('rejects any single changed digit (property)', () => {
    fc.assert(
      fc.property(nirArb, fc.nat(14), fc.integer({ min: 1, max: 9 }), (nir, position, delta) => {
        const char = nir[position]!
        fc.pre(/\d/.test(char))
        const changed = nir.slice(0, position) + String((Number(char) + delta) % 10) + nir.slice(position + 1)
        expect(isValidNir(changed)).toBe(false)
      }),
    )
  })
})

describe('RPPS', () => {
  it('is 11 digits without a check digit', () => {
    expect(isValidRpps('10003456789')).toBe(true)
    expect(isValidRpps('100 034 567 89')).toBe(true)
    expect(isValidRpps('1000345678')).toBe(false)
    expect(isValidRpps('1000345678A')).toBe(false)
  })
})

describe('FINESS', () => {
  it('is 9 characters, Corsica allowed', () => {
    expect(isValidFiness('750712184')).toBe(true)
    expect(isValidFiness('2A0000123')).toBe(true)
    expect(isValidFiness('2b0000123')).toBe(true)
    expect(isValidFiness('75071218')).toBe(false)
    expect(isValidFiness('7507121840')).toBe(false)
  })
  it('only warns on a Luhn failure', () => {
    const payload = '75071218'
    const valid = payload + luhnCheckDigit(payload)
    const wrong = payload + ((Number(luhnCheckDigit(payload)) + 1) % 10)
    expect(finessCheckWarning(valid)).toBe(false)
    expect(finessCheckWarning(wrong)).toBe(true)
    expect(isValidFiness(wrong)).toBe(true)
    expect(finessCheckWarning('2A0000123')).toBe(false)
    expect(finessCheckWarning('123')).toBe(false)
  })
})

describe('SIRET', () => {
  it('checks Luhn', () => {
    expect(isValidSiret('732 829 320 00074')).toBe(true)
    expect(isValidSiret('73282932000075')).toBe(false)
    expect(siretError('73282932000075')).toBe('checksum')
    expect(siretError('7328293200007')).toBe('length')
    expect(siretErrorMessage('length')).toBe(SIRET_MESSAGE)
    expect(SIRET_MESSAGE).toBe('Un SIRET contient 14 chiffres')
    expect(siretErrorMessage('checksum')).toMatch(/SIRET/)
    expect(isValidSiren('732829320')).toBe(true)
    expect(isValidSiren('732829321')).toBe(false)
  })
  it('applies the La Poste rule', () => {
    expect(isValidSiret('35600000000048')).toBe(true)
    expect(isValidSiret('35600000049837')).toBe(true)
    expect(luhnValid('35600000049837')).toBe(false)
    expect(isValidSiret('35600000049838')).toBe(false)
  })
  it('rejects any single changed digit outside La Poste (property)', () => {
    const siretArb = fc
      .stringMatching(/^[0-9]{8}$/)
      .filter((s) => !s.startsWith('35600000'))
      .map((s) => {
        const siren = s + luhnCheckDigit(s)
        const body = siren + '0001'
        return body + luhnCheckDigit(body)
      })
    fc.assert(
      fc.property(siretArb, fc.nat(13), fc.integer({ min: 1, max: 9 }), (siret, position, delta) => {
        expect(isValidSiret(siret)).toBe(true)
        const changed =
          siret.slice(0, position) +
          String((Number(siret[position]) + delta) % 10) +
          siret.slice(position + 1)
        fc.pre(!changed.startsWith('356000000'))
        expect(isValidSiret(changed)).toBe(false)
      }),
    )
  })
})

describe('luhn', () => {
  it('rejects non-digits', () => {
    expect(luhnValid('12a')).toBe(false)
    expect(luhnValid('')).toBe(false)
    expect(luhnValid('79927398713')).toBe(true)
  })
})

describe('names', () => {
  it('capitalises and handles compounds and particles', () => {
    expect(formatName('  JEAN-PIERRE ')).toBe('Jean-Pierre')
    expect(formatName('marie   claire')).toBe('Marie Claire')
    expect(formatName('DE LA FONTAINE')).toBe('de La Fontaine')
    expect(formatName("d'ARTAGNAN")).toBe("d'Artagnan")
    expect(formatName("o'neil")).toBe("O'Neil")
    expect(formatName('le pen')).toBe('Le Pen')
    expect(formatName('van gogh')).toBe('van Gogh')
    expect(formatName('de')).toBe('De')
    expect(formatName('éLODIE')).toBe('Élodie')
    expect(formatName('l’hermitte')).toBe("L'Hermitte")
    expect(formatName('')).toBe('')
  })
  it('is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(formatName(formatName(s))).toBe(formatName(s))
      }),
    )
  })
  it('requires at least 2 characters for a last name', () => {
    expect(isValidLastName('Li')).toBe(true)
    expect(isValidLastName(' L ')).toBe(false)
  })
})
