// The door check for text the database cannot store: which fields it names, and bodies nested deeper
// than the call stack.
import { describe, expect, it } from 'vitest'
import { CONTROL_CHARACTER_MESSAGE, findForbiddenCharacters } from './control-characters.ts'

const fields = (value: unknown) => findForbiddenCharacters(value, 'body').map((e) => e.field)

describe('findForbiddenCharacters', () => {
  it('names every field holding a forbidden character, in document order', () => {
    const body = {
      firstName: 'a\u0000b',
      ok: 'ligne\nsuivante\tet tabulation',
      address: { text: 'x', city: '\u007f' },
      list: ['fine', '\ud800', 'emoji 👩🏽‍⚕️ fine'],
      'bad\u0001key': 'value',
      nested: { 'clé\udc00': 1 },
    }
    expect(findForbiddenCharacters(body, 'body')).toEqual(
      ['body.firstName', 'body.address.city', 'body.list.1', 'body', 'body.nested'].map((field) => ({
        field,
        message: CONTROL_CHARACTER_MESSAGE,
      })),
    )
  })

  it('accepts well-formed surrogate pairs, tabs and line breaks', () => {
    expect(fields({ a: '𝔘𝔫𝔦 𠜎', b: 'a\r\nb\tc', c: [1, null, true] })).toEqual([])
  })

  it('stops at twenty fields', () => {
    expect(fields(Array.from({ length: 50 }, () => '\u0000'))).toHaveLength(20)
  })

  // JSON.parse reads 20 000 nested arrays within the 64 KB limit; a recursive walk overflowed the stack.
  it('walks bodies nested deeper than the call stack', () => {
    const arrays = JSON.parse(`${'['.repeat(20_000)}"\\u0000"${']'.repeat(20_000)}`) as unknown
    expect(fields(arrays)).toEqual([`body${'.0'.repeat(20_000)}`])
    const objects = JSON.parse(`${'{"a":'.repeat(20_000)}"fine"${'}'.repeat(20_000)}`) as unknown
    expect(fields(objects)).toEqual([])
  })
})
