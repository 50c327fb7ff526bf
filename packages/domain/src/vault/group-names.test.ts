import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { medicalFileGroupName, organizationGroupName, reservedGroupName } from './group-names.ts'

describe('vault group names', () => {
  it('reads back who a reserved name stands for', () => {
    expect(reservedGroupName(medicalFileGroupName('p-1'))).toEqual({ kind: 'medicalFile', patientId: 'p-1' })
    expect(reservedGroupName(organizationGroupName('o-1'))).toEqual({
      kind: 'organization',
      organizationId: 'o-1',
    })
  })

  it('leaves other names free', () => {
    expect(reservedGroupName('patient:123')).toBeNull()
    expect(reservedGroupName('Medical-file:123')).toBeNull()
    expect(reservedGroupName(' medical-file:123')).toBeNull()
  })

  it('round-trips any id', () => {
    fc.assert(
      fc.property(fc.string(), (id) => {
        expect(reservedGroupName(medicalFileGroupName(id))).toEqual({ kind: 'medicalFile', patientId: id })
        expect(reservedGroupName(organizationGroupName(id))).toEqual({
          kind: 'organization',
          organizationId: id,
        })
      }),
    )
  })
})
