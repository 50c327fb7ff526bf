// Ajv's errors into field names and French messages, including keys that are not plain words.
import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { toFieldErrors } from './field-errors.ts'

const ajv = new Ajv2020({ strict: false, allErrors: true })

function errorsOf(schema: object, requestBody: unknown) {
  const validate = ajv.compile({ type: 'object', properties: { requestBody: schema } })
  expect(validate({ requestBody })).toBe(false)
  return toFieldErrors(validate.errors ?? [])
}

describe('toFieldErrors', () => {
  it('names the field under the request location', () => {
    const schema = {
      type: 'object',
      properties: { a: { type: 'object', properties: { b: { type: 'string' } } } },
    }
    expect(errorsOf(schema, { a: { b: 1 } })).toEqual([
      { field: 'body.a.b', message: 'Type de valeur invalide' },
    ])
  })

  // A key of a map (`additionalProperties` with a schema) can be anything the client sends.
  it.each([
    ['a percent sign that is no escape', '%zz', 'body.map.%zz'],
    ['a slash and a tilde (JSON Pointer escapes)', 'a/b~c', 'body.map.a/b~c'],
    ['an escaped-looking key', '%41', 'body.map.%41'],
  ])('reads a key holding %s as it was sent', (_, key, field) => {
    const schema = {
      type: 'object',
      properties: {
        map: {
          type: 'object',
          propertyNames: { pattern: '^[a-z]+$' },
          additionalProperties: { type: 'integer' },
        },
      },
    }
    const errors = errorsOf(schema, { map: { [key]: null } })
    expect(errors).toContainEqual({ field, message: 'Type de valeur invalide' })
    expect(errors).toContainEqual({ field: 'body.map', message: 'Valeur invalide' })
  })
})
