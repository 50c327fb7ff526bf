// The medical record end to end, through the real API and the browser's HTTP adapters: the patient's
// medical-file group, a midwife added who reads the record, then removed — the group key renewed —
// and the next version of the record closed to her. The stored rows hold no plaintext.
//
// This test plays the browser (as keys/vault-round-trip.int.test.ts does): it loads the vault,
// the adapters and packages/features/src/areas/medical-record by a computed path, typed below by the few
// members used, since the API itself must never import them (eslint's layer rules).
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  injectedFetch,
  loadFromRepo as load,
  memoryLocalStore,
  type ClientModule,
  type VaultModule,
} from '../../testing/browser-modules.ts'
import { testDatabases } from '../../testing/databases.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'
import { latestCode } from '../../testing/sign-in.ts'
import { MIDWIFE, PATIENT, demoUser, type TestUser } from '../../testing/demo-users.ts'

interface GroupLike {
  groupId: string
  name: string
  members: string[]
  keyVersion: number
}
interface VaultLike {
  userId: string
  registerIdentity(request: {
    userId: string
    challenge: string
    keyStore: unknown
    appServerShare: string
  }): Promise<void>
  findGroupByName(name: string): Promise<GroupLike | null>
  retrieveSession(sessionId: string): Promise<{ decryptString(envelope: Envelope): Promise<string> }>
}
interface Ports {
  directory: unknown
  keyStore: { sendChallenge(userId: string, options?: { isRegistering?: boolean }): Promise<void> }
  appServerShare: { getShare(): Promise<string> }
}
interface RecordContent {
  bloodGroup?: string
  medicalBackground?: string
  prenatal?: { lastPeriod?: string; pregnancyType?: string; birthsAtTerm?: number }
  [field: string]: unknown
}
interface MedicalRecord {
  content: RecordContent
  sessionId: string
  version: number
}
interface Envelope {
  version: 1
  encryptionSessionId: string
  epoch: number
  nonce: string
  ciphertext: string
}
interface StoredRecord {
  envelope: Envelope
  version: number
  updatedAt: string
}
interface MedicalRecordModule {
  ensureVaultGroups(vault: VaultLike, owner: { userType: string }): Promise<{ medicalFile: GroupLike | null }>
  addMedicalFileMembers(vault: VaultLike, patientId: string, ids: string[]): Promise<GroupLike>
  removeMedicalFileMembers(vault: VaultLike, patientId: string, ids: string[]): Promise<void>
  readMedicalRecord(vault: VaultLike, client: unknown): Promise<MedicalRecord | null>
  saveMedicalRecord(
    vault: VaultLike,
    client: unknown,
    content: RecordContent,
    base: { sessionId: string; version: number } | null,
  ): Promise<MedicalRecord>
  decryptMedicalRecord(vault: VaultLike, stored: StoredRecord): Promise<MedicalRecord>
  uploadPendingMedicalRecord(
    vault: VaultLike,
    client: unknown,
    pending: RecordContent,
  ): Promise<MedicalRecord>
}

const ANTECEDENTS = 'Hypertension gravidique en 2021, cholécystectomie'
const ALLERGY = 'Allergie à la pénicilline'
const AFTER_REMOVAL = 'Diabète gestationnel dépisté à 26 SA'

describe.each(testDatabases(import.meta.url))(
  'the encrypted medical record end to end on $name',
  (database) => {
    let t: TestApi
    let vaultModule: VaultModule<VaultLike>
    let clients: ClientModule
    let adapters: { createVaultPorts(client: unknown): Ports }
    let records: MedicalRecordModule

    beforeAll(async () => {
      ;[vaultModule, adapters, clients, records] = await Promise.all([
        load<VaultModule<VaultLike>>('packages/vault/src/index.ts'),
        load<{ createVaultPorts(client: unknown): Ports }>('packages/features/src/core/vault/vault-ports.ts'),
        load<ClientModule>('packages/api-client/src/client.ts'),
        Promise.all(
          ['groups.ts', 'record.ts', 'pending.ts'].map((file) =>
            load<Partial<MedicalRecordModule>>(`packages/features/src/areas/medical-record/${file}`),
          ),
        ).then((modules) => Object.assign({}, ...modules) as MedicalRecordModule),
      ])
      t = await startTestApi(database)
    })
    afterAll(() => t.close())

    interface Device {
      user: TestUser
      client: unknown
      ports: Ports
      vault: VaultLike
    }

    /** A browser signed in as `user`: its API client's requests are injected into the server. */
    function device(user: TestUser): Device {
      const client = clients.createApiClient({
        baseUrl: 'http://api.test',
        application: user.app,
        envMode: 'LOCAL',
        fetch: injectedFetch(t, user),
      })
      const ports = adapters.createVaultPorts(client)
      const vault = new vaultModule.Vault({
        directory: ports.directory,
        localStore: memoryLocalStore(),
        fileCipher: new vaultModule.FileCipher({ inWorker: false }),
      })
      return { user, client, ports, vault }
    }

    /** Registration under the two-person rule, with the code read in the dev outbox. */
    async function register(d: Device) {
      await d.ports.keyStore.sendChallenge(d.user.id, { isRegistering: true })
      await d.vault.registerIdentity({
        userId: d.user.id,
        challenge: await latestCode(t, d.user.email, d.user.app),
        keyStore: d.ports.keyStore,
        appServerShare: await d.ports.appServerShare.getShare(),
      })
    }

    const storedEnvelope = async (userId: string): Promise<StoredRecord> => {
      const row = (await storedRow(userId)) as { envelope: Envelope; version: number }
      return {
        envelope: row.envelope,
        version: row.version,
        updatedAt: new Date().toISOString(),
      }
    }

    const storedRow = async (userId: string) => {
      const { rows } = await sql<
        Record<string, unknown>
      >`select * from medical_records where user_id = ${userId}`.execute(t.api.db)
      return rows[0]
    }

    it('shares the record with the medical-file group and closes the next version to a removed member', async () => {
      const patient = device(await demoUser(t, PATIENT))
      const midwife = device(await demoUser(t, MIDWIFE))
      await register(patient)
      await register(midwife)

      // After unlock: the patient's medical-file group, found again (not duplicated) on the next run.
      const { medicalFile } = await records.ensureVaultGroups(patient.vault, { userType: 'patient' })
      expect(medicalFile).toMatchObject({
        name: `medical-file:${patient.user.id}`,
        members: [patient.user.id],
      })
      expect(
        (await records.ensureVaultGroups(patient.vault, { userType: 'patient' })).medicalFile?.groupId,
      ).toBe(medicalFile?.groupId)
      // Practitioners get nothing of theirs.
      expect(await records.ensureVaultGroups(midwife.vault, { userType: 'midwife' })).toEqual({
        medicalFile: null,
        organizations: [],
      })

      // The registration's answers, waiting in the tab, go into the record encrypted.
      expect(await records.readMedicalRecord(patient.vault, patient.client)).toBeNull()
      const first = await records.uploadPendingMedicalRecord(patient.vault, patient.client, {
        bloodGroup: 'O-',
        medicalBackground: ANTECEDENTS,
        allergies: ALLERGY,
        prenatal: { lastPeriod: '2026-06-12', pregnancyType: 'jumeaux', birthsAtTerm: 1 },
      })
      expect(first.version).toBe(1)
      const reread = await records.readMedicalRecord(patient.vault, patient.client)
      expect(reread?.content).toMatchObject({
        bloodGroup: 'O-',
        medicalBackground: ANTECEDENTS,
        allergies: ALLERGY,
      })
      expect(reread?.content.prenatal).toEqual({
        lastPeriod: '2026-06-12',
        pregnancyType: 'jumeaux',
        birthsAtTerm: 1,
      })

      // The midwife is granted access: added to the group (twice: the second is ignored), she reads it.
      await records.addMedicalFileMembers(patient.vault, patient.user.id, [midwife.user.id])
      await records.addMedicalFileMembers(patient.vault, patient.user.id, [midwife.user.id])
      // The patient hands her nothing but the access: she decrypts the envelope the server stores.
      const envelopeV1 = await storedEnvelope(patient.user.id)
      expect((await records.decryptMedicalRecord(midwife.vault, envelopeV1)).content.medicalBackground).toBe(
        ANTECEDENTS,
      )
      // Her browser keeps the session and its keys, as a removed member would.
      const kept = await midwife.vault.retrieveSession(envelopeV1.envelope.encryptionSessionId)
      expect(await kept.decryptString(envelopeV1.envelope)).toContain('Hypertension')

      // A second version, still readable by her.
      const second = await records.saveMedicalRecord(
        patient.vault,
        patient.client,
        { ...reread!.content, treatments: 'Fer, acide folique' },
        reread,
      )
      expect(second.version).toBe(2)

      // Access revoked: the group key is renewed; the next version starts a new key epoch without her.
      await records.removeMedicalFileMembers(patient.vault, patient.user.id, [midwife.user.id])
      const group = await patient.vault.findGroupByName(`medical-file:${patient.user.id}`)
      expect(group).toMatchObject({ members: [patient.user.id], keyVersion: 2 })
      const third = await records.saveMedicalRecord(
        patient.vault,
        patient.client,
        { ...second.content, medicalBackground: `${ANTECEDENTS}. ${AFTER_REMOVAL}` },
        second,
      )
      expect(third.version).toBe(3)
      const envelopeV3 = await storedEnvelope(patient.user.id)
      expect(envelopeV3.envelope.encryptionSessionId).toBe(envelopeV1.envelope.encryptionSessionId)
      expect(envelopeV3.envelope.epoch).toBeGreaterThan(envelopeV1.envelope.epoch)
      // Neither through a fresh look-up (the session is no longer hers) nor with the keys she kept.
      await expect(records.decryptMedicalRecord(midwife.vault, envelopeV3)).rejects.toMatchObject({
        code: 'SESSION_NOT_FOUND',
      })
      await expect(kept.decryptString(envelopeV3.envelope)).rejects.toMatchObject({ code: 'NOT_A_RECIPIENT' })
      // What she already opened stays hers (revocation protects the future, not the past).
      expect(await kept.decryptString(envelopeV1.envelope)).toContain('Hypertension')
      // The patient still reads everything.
      expect(
        (await records.readMedicalRecord(patient.vault, patient.client))?.content.medicalBackground,
      ).toBe(`${ANTECEDENTS}. ${AFTER_REMOVAL}`)

      // Nothing of the content in clear in the record's row, nor anywhere else in the database.
      const secrets = [ANTECEDENTS, AFTER_REMOVAL, ALLERGY, 'Fer, acide folique', 'jumeaux', 'bloodGroup']
      const row = JSON.stringify(await storedRow(patient.user.id))
      for (const secret of secrets) expect(row).not.toContain(secret)
      const { rows: tables } = await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.api.db)
      expect(tables.map((table) => table.name)).toContain('medical_records')
      for (const { name } of tables) {
        const { rows } = await sql`select * from ${sql.table(name)}`.execute(t.api.db)
        const dump = JSON.stringify(rows)
        for (const secret of secrets) expect(dump, `${secret} in ${name}`).not.toContain(secret)
      }
    })

    it("answers 'Group not found' for a patient without a medical-file group", async () => {
      const midwife = device(await demoUser(t, MIDWIFE))
      await expect(
        records.addMedicalFileMembers(midwife.vault, '00000000-0000-4000-8000-000000000000', [
          midwife.user.id,
        ]),
      ).rejects.toMatchObject({ code: 'GROUP_NOT_FOUND', message: 'Group not found' })
    })
  },
)
