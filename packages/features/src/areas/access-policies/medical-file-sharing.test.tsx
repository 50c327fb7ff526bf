// The vault step of an answer, with real vaults (WebCrypto, IndexedDB) on an in-memory key directory and
// the record's API played by the msw store: who can open the patient's record after an approval, and who
// can no longer open what she writes after a revocation.
import { describe, expect, it, vi } from 'vitest'
import { medicalRecordStore } from '@relais/api-client/msw'
import { medicalFileGroupName, organizationGroupName } from '@relais/domain'
import { VaultNotInitializedError, type Vault } from '@relais/vault'
import { saveMedicalRecord } from '../medical-record/index.ts'
import { clientAnswering, vaultWorld } from '../../core/testing/providers.tsx'
import { shareMedicalFile, shareWithAcceptedGrantees, unshareMedicalFile } from './medical-file-sharing.ts'
import { accessPoliciesStore, accessPolicy, PARTIES } from './testing/access-policies-store.ts'

const ANTECEDENTS = 'Pré-éclampsie lors de la première grossesse'
const LATER = 'Hypertension gravidique'

/** What `reader` opens of the stored record (its envelope, as the API would serve it). */
async function opened(reader: Vault, store: ReturnType<typeof medicalRecordStore>): Promise<string> {
  const envelope = store.record!.envelope
  const session = await reader.retrieveSession(envelope.encryptionSessionId)
  return session.decryptString(envelope)
}

async function patientWithRecord() {
  const world = vaultWorld()
  const patient = await world.register(PARTIES.patient.id)
  const store = medicalRecordStore()
  const client = clientAnswering(store.handlers)
  const saved = await saveMedicalRecord(patient, client, { medicalBackground: ANTECEDENTS }, null)
  return { world, patient, store, client, saved }
}

describe('a practitioner’s medical-file grant', () => {
  it('lets them open the record’s history once approved, and nothing written after the revocation', async () => {
    const { world, patient, store, client, saved } = await patientWithRecord()
    const doctor = await world.register(PARTIES.doctor.id)
    await expect(opened(doctor, store)).rejects.toThrow()

    const grant = accessPolicy(PARTIES.doctor, 'ACCEPTED')
    await shareMedicalFile(patient, client, grant)
    expect(await opened(doctor, store)).toContain(ANTECEDENTS)
    const group = await patient.findGroupByName(medicalFileGroupName(PARTIES.patient.id))
    expect(group).toMatchObject({ members: [PARTIES.patient.id, PARTIES.doctor.id], keyVersion: 1 })

    await unshareMedicalFile(patient, client, { ...grant, status: 'REJECTED' })
    expect(await patient.findGroupByName(medicalFileGroupName(PARTIES.patient.id))).toMatchObject({
      members: [PARTIES.patient.id],
      keyVersion: 2,
    })
    await saveMedicalRecord(patient, client, { medicalBackground: LATER }, saved)
    await expect(opened(doctor, store)).rejects.toMatchObject({ code: 'NOT_A_RECIPIENT' })
    expect(await opened(patient, store)).toContain(LATER)
  })

  it('creates the patient’s group when the approval comes before it, and adds a member once', async () => {
    const world = vaultWorld()
    const patient = await world.register(PARTIES.patient.id)
    await world.register(PARTIES.midwife.id)
    const client = clientAnswering(medicalRecordStore().handlers)
    const grant = accessPolicy(PARTIES.midwife, 'ACCEPTED')
    await shareMedicalFile(patient, client, grant)
    await shareMedicalFile(patient, client, grant)
    expect(await patient.findGroupByName(medicalFileGroupName(PARTIES.patient.id))).toMatchObject({
      members: [PARTIES.patient.id, PARTIES.midwife.id],
    })
  })

  it('fails while the grantee has no encryption identity, and while the vault is locked', async () => {
    const world = vaultWorld()
    const patient = await world.register(PARTIES.patient.id)
    const client = clientAnswering(medicalRecordStore().handlers)
    const grant = accessPolicy(PARTIES.doctor, 'ACCEPTED')
    await expect(shareMedicalFile(patient, client, grant)).rejects.toThrow()
    await expect(shareMedicalFile(null, client, grant)).rejects.toBeInstanceOf(VaultNotInitializedError)
    await expect(unshareMedicalFile(null, client, grant)).rejects.toBeInstanceOf(VaultNotInitializedError)
  })

  it('has no vault step for what is not a medical file', async () => {
    const client = clientAnswering([])
    const calendar = accessPolicy(PARTIES.doctor, 'ACCEPTED', { resource: 'practitioner_calendar' })
    await expect(shareMedicalFile(null, client, calendar)).resolves.toBeUndefined()
    await expect(unshareMedicalFile(null, client, calendar)).resolves.toBeUndefined()
  })
})

describe('a structure’s medical-file grant', () => {
  it('makes the structure’s group a recipient of the record, and closes what is written after', async () => {
    const { world, patient, store, client, saved } = await patientWithRecord()
    // The structure's account is a member of its group; whoever it adds reads through it.
    const structure = await world.register('8b9c0d1e-2f3a-4b5c-8d6e-7f8091a2b3c4')
    await structure.createGroup({ name: organizationGroupName(PARTIES.organization.id), members: [] })
    await expect(opened(structure, store)).rejects.toThrow()

    const grant = accessPolicy(PARTIES.organization, 'ACCEPTED')
    await shareMedicalFile(patient, client, grant)
    expect(await opened(structure, store)).toContain(ANTECEDENTS)

    await unshareMedicalFile(patient, client, { ...grant, status: 'REJECTED' })
    await saveMedicalRecord(patient, client, { medicalBackground: LATER }, saved)
    await expect(opened(structure, store)).rejects.toMatchObject({ code: 'NOT_A_RECIPIENT' })
  })

  it('skips without an error when the structure has no group, or the patient no record', async () => {
    const { patient, client } = await patientWithRecord()
    const grant = accessPolicy(PARTIES.organization, 'ACCEPTED')
    await expect(shareMedicalFile(patient, client, grant)).resolves.toBeUndefined()
    await expect(unshareMedicalFile(patient, client, grant)).resolves.toBeUndefined()

    const world = vaultWorld()
    const withoutRecord = await world.register(PARTIES.patient.id)
    const structure = await world.register('8b9c0d1e-2f3a-4b5c-8d6e-7f8091a2b3c4')
    await structure.createGroup({ name: organizationGroupName(PARTIES.organization.id), members: [] })
    await expect(
      shareMedicalFile(withoutRecord, clientAnswering(medicalRecordStore().handlers), grant),
    ).resolves.toBeUndefined()
  })
})

describe('sharing with the readers granted without the patient’s browser', () => {
  it('waits quietly for a grantee who has no vault yet, and shares once they have one', async () => {
    const { world, patient, store } = await patientWithRecord()
    const policies = accessPoliciesStore({ accepted: [accessPolicy(PARTIES.doctor, 'ACCEPTED')] })
    const client = clientAnswering([...store.handlers, ...policies.handlers])
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      expect(await shareWithAcceptedGrantees(patient, client)).toBe(1)
      expect(errors).not.toHaveBeenCalled()
    } finally {
      errors.mockRestore()
    }
    const doctor = await world.register(PARTIES.doctor.id)
    expect(await shareWithAcceptedGrantees(patient, client)).toBe(0)
    expect(await opened(doctor, store)).toContain(ANTECEDENTS)
  })
})
