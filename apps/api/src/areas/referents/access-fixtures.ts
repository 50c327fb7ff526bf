// The referents area's rows of the authorization matrix. The read aims at a patient the caller may
// reach — their own, or one they get an accepted grant on — and `foreign` at a patient only a stranger
// follows. The patient names a referent whose RPPS no account holds, so that the matrix's calls give
// nobody a grant on the demo patient's file.
import { APPLICATIONS, type Application } from '../../core/config.ts'
import { accountIdOf, defineAccess, type Caller } from '../../testing/access-matrix.ts'
import { insertUser } from '../../testing/accounts.ts'
import type { TestApi } from '../../testing/harness.ts'
import { grantMedicalFile, insertTestPatient } from '../../testing/medical-files.ts'

interface ReferentFixtures {
  /** A patient whose referent the caller may read: their own, or a new one they get a grant on. */
  readableBy(caller: Caller): Promise<string>
  /** Per application: a patient only a doctor no caller acts as follows. */
  stranger: Record<Application, string>
}

async function createReferentFixtures(t: TestApi): Promise<ReferentFixtures> {
  const { db } = t.api
  const insertPatient = (app: Application) => insertTestPatient(db, app, 'Référente')
  const stranger = {} as ReferentFixtures['stranger']
  for (const app of APPLICATIONS) {
    const doctorId = await insertUser(db, {
      application: app,
      userType: 'doctor',
      email: `medecin.inconnu.referent.${app}@example.fr`,
      profile: { givenName: 'Marc', familyName: 'Inconnu' },
    })
    stranger[app] = await insertPatient(app)
    await grantMedicalFile(db, app, stranger[app], doctorId)
  }
  return {
    stranger,
    async readableBy(caller) {
      const id = await accountIdOf(t, caller)
      if (!caller.user || caller.userType === 'patient') return id
      const patientId = await insertPatient(caller.app)
      await grantMedicalFile(db, caller.app, patientId, id)
      return patientId
    },
  }
}

const REFERENT = {
  supervisorType: 'midwife',
  referent: {
    firstName: 'Anne',
    lastName: 'Matrice',
    email: 'anne.matrice@example.fr',
    rpps: '19900000018',
    address: { text: '3 rue des Lilas, 75020 Paris, France' },
  },
}

export const access = defineAccess({
  fixtures: createReferentFixtures,
  rows: {
    getPatientReferent: {
      succeeds: true,
      request: async (fx, caller) => ({ params: { patientId: await fx.readableBy(caller) } }),
      foreign: (fx, caller) => ({ params: { patientId: fx.stranger[caller.app] } }),
    },
    putCurrentReferent: { succeeds: true, request: () => ({ payload: REFERENT }) },
  },
})
