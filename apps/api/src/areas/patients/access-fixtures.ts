// The patients area's rows of the authorization matrix. A list operation is called on the caller's own
// list (its account for a practitioner, a structure it belongs to for an organization account), and
// `foreign` aims it at a practitioner's list no caller acts as; each creation or request gets a new
// patient or new identifiers, so that every allowed caller can succeed. A patient's file is read by the
// patient themself or through a grant the fixtures give the caller, and `foreign` names a patient only
// that stranger follows.
import { randomInt, randomUUID } from 'node:crypto'
import { APPLICATIONS, type Application } from '../../core/config.ts'
import { accountIdOf, defineAccess, type Caller } from '../../testing/access-matrix.ts'
import { insertUser, nirFrom } from '../../testing/accounts.ts'
import type { TestApi } from '../../testing/harness.ts'
import { grantMedicalFile, insertTestPatient } from '../../testing/medical-files.ts'

interface PatientFixtures {
  /** The path of the caller's own list; a made-up one for callers without a list of their own. */
  ownList(caller: Caller): Promise<Record<string, string>>
  /** Per application: the list of a doctor no caller acts as, and a patient only that doctor follows. */
  stranger: Record<Application, { list: Record<string, string>; patientId: string }>
  /** A new patient account nobody follows yet. */
  newPatient(app: Application): Promise<string>
  /** A patient whose file the caller may read: their own, or one they get an accepted grant on. */
  readableBy(caller: Caller): Promise<string>
}

async function createPatientFixtures(t: TestApi): Promise<PatientFixtures> {
  const db = t.api.db
  const grant = (app: Application, patientId: string, userId: string) =>
    grantMedicalFile(db, app, patientId, userId)
  const insertPatient = insertTestPatient
  const stranger = {} as PatientFixtures['stranger']
  for (const app of APPLICATIONS) {
    const doctorId = await insertUser(db, {
      application: app,
      userType: 'doctor',
      email: `medecin.inconnu.patients.${app}@example.fr`,
      profile: { givenName: 'Marc', familyName: 'Inconnu' },
    })
    const patientId = await insertPatient(db, app, 'Suivie-Ailleurs')
    await grant(app, patientId, doctorId)
    stranger[app] = { list: { practitionerType: 'doctor', practitionerId: doctorId }, patientId }
  }
  return {
    stranger,
    newPatient: (app) => insertPatient(db, app, 'Nouvelle'),
    async ownList(caller) {
      const id = await accountIdOf(t, caller)
      if (caller.userType !== 'organization') {
        return { practitionerType: caller.userType ?? 'doctor', practitionerId: id }
      }
      const membership = await db
        .selectFrom('organization_members')
        .select('organization_id')
        .where('user_id', '=', id)
        .executeTakeFirst()
      return { practitionerType: 'organization', practitionerId: membership?.organization_id ?? randomUUID() }
    },
    async readableBy(caller) {
      const id = await accountIdOf(t, caller)
      if (!caller.user || caller.userType === 'patient') return id
      const patientId = await insertPatient(db, caller.app, 'Suivie')
      await grant(caller.app, patientId, id)
      return patientId
    },
  }
}

/** A new patient's identity, with identifiers no account holds. */
function newPatientBody() {
  const digits = String(randomInt(10_000_000, 100_000_000))
  return {
    firstName: 'Lina',
    lastName: 'Matrice',
    email: `nouvelle.patiente.${digits}@example.fr`,
    nir: nirFrom(digits),
    gender: 'FEMALE',
    birthDate: '1992-04-02',
    address: { text: '12 rue de la Roquette, 75011 Paris, France', city: 'Paris', country: 'FR' },
  }
}

const A_NIR = nirFrom('55501234')

export const access = defineAccess({
  fixtures: createPatientFixtures,
  rows: {
    listPatients: {
      succeeds: true,
      request: async (fx, caller) => ({ params: await fx.ownList(caller) }),
      foreign: (fx, caller) => ({ params: fx.stranger[caller.app].list }),
    },
    checkPatientAffiliation: {
      succeeds: true,
      request: async (fx, caller) => ({ params: await fx.ownList(caller), query: { nir: A_NIR } }),
      foreign: (fx, caller) => ({ params: fx.stranger[caller.app].list, query: { nir: A_NIR } }),
    },
    createPatient: {
      succeeds: true,
      request: async (fx, caller) => ({ params: await fx.ownList(caller), payload: newPatientBody() }),
      foreign: (fx, caller) => ({ params: fx.stranger[caller.app].list, payload: newPatientBody() }),
    },
    requestPatientAffiliation: {
      succeeds: true,
      request: async (fx, caller) => ({
        params: { ...(await fx.ownList(caller)), patientId: await fx.newPatient(caller.app) },
      }),
      foreign: async (fx, caller) => ({
        params: { ...fx.stranger[caller.app].list, patientId: await fx.newPatient(caller.app) },
      }),
    },
    getPatientFile: {
      succeeds: true,
      request: async (fx, caller) => ({ params: { patientId: await fx.readableBy(caller) } }),
      foreign: (fx, caller) => ({ params: { patientId: fx.stranger[caller.app].patientId } }),
    },
    searchPatients: { succeeds: true, request: () => ({ query: { query: 'Suivie' } }) },
  },
})
