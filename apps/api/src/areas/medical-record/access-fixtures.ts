// The medical record's rows of the authorization matrix. The patient's own route: read, not written,
// by an impersonating administrator; the patient reads (204 before any write, 200 after) and writes.
// Both routes write the demo patient's one record, so each write is based on the version stored then.
// The route by patient id aims at a record the caller may write — their own, or one of a patient they
// get an accepted grant on — and `foreign` at a patient only a stranger follows, whose record nobody
// else may write, though the write is based on the stored version (nothing but access would refuse it).
import { APPLICATIONS, type Application } from '../../core/config.ts'
import { accountIdOf, defineAccess, type Caller } from '../../testing/access-matrix.ts'
import { insertUser } from '../../testing/accounts.ts'
import type { TestApi } from '../../testing/harness.ts'
import { grantMedicalFile, insertTestPatient } from '../../testing/medical-files.ts'
import { MedicalRecordRepository } from './medical-record-repository.ts'

/** Shaped like the vault's envelopes (the contract refuses anything else); the server never opens them. */
const RECORD_ENVELOPE = {
  version: 1,
  encryptionSessionId: 'bWF0cml4LW1lZGljYWwtcmVjb3Jk',
  epoch: 0,
  nonce: 'bWF0cml4LW5vbmNl',
  ciphertext: 'bWF0cml4LWNpcGhlcnRleHQtdGFn',
}

interface MedicalRecordFixtures {
  /** The caller's account id (a random one for callers without an account). */
  accountOf(caller: Caller): Promise<string>
  /** A patient whose record the caller may write: their own, or a new one they get a grant on. */
  writableBy(caller: Caller): Promise<string>
  /** The version a write on `patientId`'s record is based on: the stored one, 0 before any. */
  versionOf(patientId: string): Promise<number>
  /** Per application: a patient only a doctor no caller acts as follows. */
  stranger: Record<Application, string>
}

async function createMedicalRecordFixtures(t: TestApi): Promise<MedicalRecordFixtures> {
  const { db } = t.api
  const records = new MedicalRecordRepository(db)
  const insertPatient = (app: Application) => insertTestPatient(db, app, 'Dossier')
  const stranger = {} as MedicalRecordFixtures['stranger']
  for (const app of APPLICATIONS) {
    const doctorId = await insertUser(db, {
      application: app,
      userType: 'doctor',
      email: `medecin.inconnu.dossier.${app}@example.fr`,
      profile: { givenName: 'Marc', familyName: 'Inconnu' },
    })
    stranger[app] = await insertPatient(app)
    await grantMedicalFile(db, app, stranger[app], doctorId)
  }
  return {
    stranger,
    accountOf: (caller) => accountIdOf(t, caller),
    async versionOf(patientId) {
      return (await records.find(patientId))?.version ?? 0
    },
    async writableBy(caller) {
      const id = await accountIdOf(t, caller)
      if (!caller.user || caller.userType === 'patient') return id
      const patientId = await insertPatient(caller.app)
      await grantMedicalFile(db, caller.app, patientId, id)
      return patientId
    },
  }
}

export const access = defineAccess({
  fixtures: createMedicalRecordFixtures,
  rows: {
    getMedicalRecord: { succeeds: true },
    putMedicalRecord: {
      succeeds: true,
      request: async (fx, caller) => ({
        payload: { envelope: RECORD_ENVELOPE, version: await fx.versionOf(await fx.accountOf(caller)) },
      }),
    },
    putPatientMedicalRecord: {
      succeeds: true,
      request: async (fx, caller) => {
        const patientId = await fx.writableBy(caller)
        return {
          params: { patientId },
          payload: { envelope: RECORD_ENVELOPE, version: await fx.versionOf(patientId) },
        }
      },
      foreign: async (fx, caller) => ({
        params: { patientId: fx.stranger[caller.app] },
        payload: { envelope: RECORD_ENVELOPE, version: await fx.versionOf(fx.stranger[caller.app]) },
      }),
    },
  },
})
