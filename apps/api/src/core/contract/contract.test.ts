// The validator built from openapi.yaml: formats are read as the database will read the value.
import { describe, expect, it } from 'vitest'
import { loadContract, UUID_FORMAT } from './contract.ts'

const contract = await loadContract()

const teamOf = (organizationId: string) =>
  contract.validateRequest(
    {
      path: `/organization/${organizationId}/team`,
      headers: { 'x-application-name': 'perinatal', 'x-env-mode': 'LOCAL' },
      query: {},
    },
    'getOrganizationTeam',
  )

describe('uuid format', () => {
  it.each([
    ['lower case', '3f2c1a9e-7b4d-4c8e-9a1f-2b3c4d5e6f70'],
    ['upper case', '3F2C1A9E-7B4D-4C8E-9A1F-2B3C4D5E6F70'],
  ])('accepts a uuid in %s', (_, id) => {
    expect(teamOf(id).valid).toBe(true)
  })

  // ajv-formats accepts these; PostgreSQL's uuid type does not, so they reached the query and gave 500.
  it.each([
    ['a URN', 'urn:uuid:3f2c1a9e-7b4d-4c8e-9a1f-2b3c4d5e6f70'],
    ['braces', '{3f2c1a9e-7b4d-4c8e-9a1f-2b3c4d5e6f70}'],
    ['no dashes', '3f2c1a9e7b4d4c8e9a1f2b3c4d5e6f70'],
  ])('refuses a uuid written with %s', (_, id) => {
    expect(teamOf(encodeURIComponent(id)).valid).toBe(false)
    expect(UUID_FORMAT.test(id)).toBe(false)
  })
})
