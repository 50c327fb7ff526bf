// What a search typed in the list or the header asks for: names without accents or case, a NIR's start,
// an email, a phone number however it is typed.
import { describe, expect, it } from 'vitest'
import { nameSearchWords, patientSearch } from './patient-search.ts'

describe('patient search', () => {
  it('reads names without accents or case, word by word', () => {
    expect(nameSearchWords("  Hélène D'AUBIGNÉ ")).toEqual(['helene', 'd', 'aubigne'])
    expect(nameSearchWords('Jean-Pierre   Zoë')).toEqual(['jean', 'pierre', 'zoe'])
    expect(nameSearchWords('un deux trois quatre cinq six')).toHaveLength(5)
    expect(patientSearch('HÉLÈNE')).toEqual({ words: ['helene'] })
  })

  it('reads digits as a NIR or a phone number, never as a name', () => {
    expect(patientSearch('2 94 03 75')).toEqual({ words: [], nir: '2940375', phoneDigits: '2940375' })
    expect(patientSearch('1 85 05 2A')).toMatchObject({ nir: '185052A' })
    // The trunk 0 and the international prefixes are dropped: +33612345678 holds 612345678.
    expect(patientSearch('06 12 34')).toEqual({ words: [], nir: '061234', phoneDigits: '61234' })
    expect(patientSearch('+33 6 12')?.phoneDigits).toBe('33612')
    expect(patientSearch('0033 6 12')?.phoneDigits).toBe('33612')
    expect(patientSearch('06.12.34.56.78')?.phoneDigits).toBe('612345678')
  })

  it('reads an email, or its start, when it holds an @ or a dot', () => {
    expect(patientSearch('Jeanne.Dupont@Example.fr')).toEqual({
      words: ['jeanne', 'dupont', 'example', 'fr'],
      email: 'jeanne.dupont@example.fr',
    })
    expect(patientSearch('dupont')).toEqual({ words: ['dupont'] })
    expect(patientSearch('jeanne dupont')?.email).toBeUndefined()
  })

  it('asks for nothing when nothing searchable was typed', () => {
    expect(patientSearch('')).toBeUndefined()
    expect(patientSearch('  -- ')).toBeUndefined()
    expect(patientSearch('0')).toBeUndefined()
  })
})
