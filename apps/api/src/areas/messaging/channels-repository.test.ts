import { describe, expect, it } from 'vitest'
import { nameSearchWords } from './channels-repository.ts'

describe('nameSearchWords', () => {
  it('drops accents and case, and splits on anything but a letter or a digit', () => {
    expect(nameSearchWords("  Hélène D'Aubigné-LEFÈVRE ")).toEqual(['helene', 'd', 'aubigne', 'lefevre'])
    expect(nameSearchWords('Çà et là')).toEqual(['ca', 'et', 'la'])
  })

  it('keeps no wildcard of LIKE and at most five words', () => {
    expect(nameSearchWords('ca%mi_lle')).toEqual(['ca', 'mi', 'lle'])
    expect(nameSearchWords('a b c d e f g')).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(nameSearchWords('  ')).toEqual([])
  })
})
