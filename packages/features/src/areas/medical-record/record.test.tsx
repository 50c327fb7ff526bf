// The record's encryption and the groups behind it, with the real vault (WebCrypto, IndexedDB) on an
// in-memory key directory and the API played by the msw store: what the API receives is an envelope,
// never a field in clear; a stale write is a conflict; groups are found again, never duplicated.
import { describe, expect, it } from 'vitest'
import { http, medicalRecordStore } from '@relais/api-client/msw'
import { medicalFileGroupName } from '@relais/domain'
import { GroupNotFoundError } from '@relais/vault'
import {
  addMedicalFileMembers,
  ensureMedicalFileGroup,
  ensureVaultGroups,
  removeMedicalFileMembers,
} from './groups.ts'
import { uploadPendingMedicalRecord, withPendingAnswers } from './pending.ts'
import {
  MedicalRecordConflictError,
  decryptMedicalRecord,
  encryptMedicalRecord,
  readMedicalRecord,
  saveMedicalRecord,
} from './record.ts'
import { clientAnswering, vaultWorld } from '../../core/testing/providers.tsx'

const PATIENT = '11111111-1111-4111-8111-111111111111'
const MIDWIFE = '22222222-2222-4222-8222-222222222222'
const ORGANIZATION = '33333333-3333-4333-8333-333333333333'
const ANTECEDENTS = 'Pré-éclampsie lors de la première grossesse'

describe('the medical-file and organization groups', () => {
  it('creates the patient’s group once, with the patient alone, and finds it again', async () => {
    const world = vaultWorld()
    const patient = await world.register(PATIENT)
    const first = await ensureVaultGroups(patient, { userType: 'patient' })
    expect(first.medicalFile).toMatchObject({ name: `medical-file:${PATIENT}`, members: [PATIENT] })
    const again = await ensureVaultGroups(patient, { userType: 'patient' })
    expect(again.medicalFile?.groupId).toBe(first.medicalFile?.groupId)
  })

  it('creates an organization account’s group, and nothing for a practitioner', async () => {
    const world = vaultWorld()
    const organization = await world.register(ORGANIZATION)
    const groups = await ensureVaultGroups(organization, {
      userType: 'organization',
      organizationIds: ['org-1'],
    })
    expect(groups.organizations.map((g) => g.name)).toEqual(['organization:org-1'])
    const midwife = await world.register(MIDWIFE)
    expect(await ensureVaultGroups(midwife, { userType: 'midwife' })).toEqual({
      medicalFile: null,
      organizations: [],
    })
  })

  it("refuses a group of the patient's name that someone else created ('Group not found')", async () => {
    const world = vaultWorld()
    const squatter = await world.register(MIDWIFE)
    await squatter.createGroup({ name: medicalFileGroupName(PATIENT), members: [] })
    const patient = await world.register(PATIENT)
    await expect(ensureMedicalFileGroup(patient)).rejects.toBeInstanceOf(GroupNotFoundError)
  })

  it("adds practitioners (again: ignored) and answers 'Group not found' without a group", async () => {
    const world = vaultWorld()
    const patient = await world.register(PATIENT)
    await world.register(MIDWIFE)
    await expect(addMedicalFileMembers(patient, PATIENT, [MIDWIFE])).rejects.toMatchObject({
      message: 'Group not found',
    })
    await ensureMedicalFileGroup(patient)
    await addMedicalFileMembers(patient, PATIENT, [MIDWIFE])
    const group = await addMedicalFileMembers(patient, PATIENT, [MIDWIFE])
    expect((await patient.directory.getGroup(group.groupId))?.members).toEqual([PATIENT, MIDWIFE])
    await removeMedicalFileMembers(patient, PATIENT, [MIDWIFE])
    expect(await patient.directory.getGroup(group.groupId)).toMatchObject({
      members: [PATIENT],
      keyVersion: 2,
    })
  })
})

describe('the encrypted record', () => {
  it('sends only an envelope, reads it back decrypted, and shares it with the group', async () => {
    const world = vaultWorld()
    const patient = await world.register(PATIENT)
    const midwife = await world.register(MIDWIFE)
    const store = medicalRecordStore()
    const client = clientAnswering(store.handlers)
    expect(await readMedicalRecord(patient, client)).toBeNull()

    const saved = await saveMedicalRecord(
      patient,
      client,
      { bloodGroup: 'AB+', medicalBackground: ANTECEDENTS },
      null,
    )
    expect(saved.version).toBe(1)
    expect(store.writes).toHaveLength(1)
    expect(store.writes[0]!.version).toBe(0)
    const sent = JSON.stringify(store.writes[0])
    expect(sent).not.toContain('AB+')
    expect(sent).not.toContain(ANTECEDENTS)
    expect(sent).not.toContain('bloodGroup')

    const read = await readMedicalRecord(patient, client)
    expect(read?.content).toEqual({ bloodGroup: 'AB+', medicalBackground: ANTECEDENTS })

    // The session's recipients are the medical-file group: a member added later reads it.
    await addMedicalFileMembers(patient, PATIENT, [MIDWIFE])
    expect((await decryptMedicalRecord(midwife, store.record!)).content.medicalBackground).toBe(ANTECEDENTS)

    // The next version keeps the session; after her removal it is closed to her.
    await removeMedicalFileMembers(patient, PATIENT, [MIDWIFE])
    const next = await saveMedicalRecord(patient, client, { ...read!.content, bloodGroup: 'A-' }, read)
    expect(next).toMatchObject({ version: 2, sessionId: saved.sessionId })
    // The in-memory directory shows her the session (the API answers 404); no key of the new epoch opens.
    await expect(decryptMedicalRecord(midwife, store.record!)).rejects.toMatchObject({
      code: 'NOT_A_RECIPIENT',
    })
  })

  it('holds each answer as the observation of its field, dated when it last changed', async () => {
    const world = vaultWorld()
    const patient = await world.register(PATIENT)
    const store = medicalRecordStore()
    const client = clientAnswering(store.handlers)
    const first = await saveMedicalRecord(patient, client, { bloodGroup: 'O+', tabac: 'jamais' }, null)
    expect(
      first.observations.map(({ id, type, code, valueString }) => ({ id, type, code, valueString })),
    ).toEqual([
      { id: `${PATIENT}-bloodGroup`, type: 'bloodGroup', code: 'bloodGroup', valueString: '"O+"' },
      { id: `${PATIENT}-tabac`, type: 'tabac', code: 'tabac', valueString: '"jamais"' },
    ])
    await new Promise((resolve) => setTimeout(resolve, 5))
    await saveMedicalRecord(patient, client, { bloodGroup: 'O+', tabac: 'ancien' }, first)
    const read = (await readMedicalRecord(patient, client))!
    expect(read.content).toEqual({ bloodGroup: 'O+', tabac: 'ancien' })
    const creation = (type: string) => read.observations.find((o) => o.type === type)!.creation
    const firstCreation = (type: string) => first.observations.find((o) => o.type === type)!.creation
    expect(creation('bloodGroup')).toBe(firstCreation('bloodGroup'))
    expect(creation('tabac') > firstCreation('tabac')).toBe(true)
  })

  it('reads a record written before observations, as answers', async () => {
    const world = vaultWorld()
    const patient = await world.register(PATIENT)
    const store = medicalRecordStore()
    const client = clientAnswering(store.handlers)
    const envelope = await encryptMedicalRecord(patient, { bloodGroup: 'B-' }, null)
    store.record = { envelope, version: 1, updatedAt: '2026-03-01T08:00:00.000Z' }
    expect(await readMedicalRecord(patient, client)).toMatchObject({
      content: { bloodGroup: 'B-' },
      observations: [],
    })
  })

  it('reports a stale write as a conflict and keeps the newer record', async () => {
    const world = vaultWorld()
    const patient = await world.register(PATIENT)
    const store = medicalRecordStore()
    const client = clientAnswering(store.handlers)
    const first = await saveMedicalRecord(patient, client, { bloodGroup: 'O+' }, null)
    await saveMedicalRecord(patient, client, { bloodGroup: 'O-' }, first)
    await expect(saveMedicalRecord(patient, client, { bloodGroup: 'B+' }, first)).rejects.toBeInstanceOf(
      MedicalRecordConflictError,
    )
    expect((await readMedicalRecord(patient, client))?.content.bloodGroup).toBe('O-')
  })
})

describe('the registration answers', () => {
  const pending = {
    bloodGroup: 'A+',
    allergies: 'Latex',
    prenatal: { lastPeriod: '2026-06-12', pregnancyType: 'simple', birthsAtTerm: 0 },
  }

  it('fill what the record lacks and never overwrite what it holds', () => {
    expect(withPendingAnswers(null, pending)).toEqual(pending)
    expect(
      withPendingAnswers(
        { bloodGroup: 'O-', treatments: 'Fer', prenatal: { lastPeriod: '2026-07-01' } },
        pending,
      ),
    ).toEqual({
      bloodGroup: 'O-',
      treatments: 'Fer',
      allergies: 'Latex',
      prenatal: { lastPeriod: '2026-07-01', pregnancyType: 'simple', birthsAtTerm: 0 },
    })
  })

  it('are uploaded into the record, retrying once over a concurrent write', async () => {
    const world = vaultWorld()
    const patient = await world.register(PATIENT)
    const store = medicalRecordStore()
    const client = clientAnswering(store.handlers)
    const existing = await saveMedicalRecord(patient, client, { treatments: 'Fer' }, null)
    // Another tab writes between this upload's read and its write: the first PUT is stale.
    let raced = false
    const racing = clientAnswering([
      http.put('/user/current/medical-record', async () => {
        if (!raced) {
          raced = true
          await saveMedicalRecord(patient, client, { treatments: 'Fer, acide folique' }, existing)
        }
        // Nothing returned: the store's handler answers.
        return undefined
      }),
      ...store.handlers,
    ])
    const uploaded = await uploadPendingMedicalRecord(patient, racing, pending)
    expect(uploaded.version).toBe(3)
    expect(store.writes.map((w) => w.version)).toEqual([0, 1, 1, 2])
    expect((await readMedicalRecord(patient, client))?.content).toEqual({
      treatments: 'Fer, acide folique',
      ...pending,
    })
  })
})
