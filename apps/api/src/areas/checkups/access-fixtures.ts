// The check-ups' rows of the authorization matrix. Each call aims at a check-up recorded at the local
// station platform under the NIR of a patient the caller may reach — their own, or one they get an
// accepted grant on — and `foreign` at the check-up of a patient only a stranger follows, which nobody
// else may list, read or delete.
import { randomInt } from 'node:crypto'
import { APPLICATIONS, type Application } from '../../core/config.ts'
import { accountIdOf, defineAccess, type Caller } from '../../testing/access-matrix.ts'
import { insertUser, nirFrom } from '../../testing/accounts.ts'
import type { TestApi } from '../../testing/harness.ts'
import { grantMedicalFile, insertTestPatient } from '../../testing/medical-files.ts'

interface CheckupFixtures {
  /** A patient whose check-ups the caller may reach: their own, or one they get a grant on. */
  readableBy(caller: Caller): Promise<string>
  /** A new check-up of that patient, or of a NIR nobody holds for callers without an account. */
  checkupFor(caller: Caller): Promise<string>
  /** Per application: a patient only a doctor no caller acts as follows, and one of her check-ups. */
  stranger: Record<Application, { patientId: string; checkupId: string }>
}

const newNir = () => nirFrom(String(randomInt(10_000_000, 100_000_000)))

async function createCheckupFixtures(t: TestApi): Promise<CheckupFixtures> {
  const db = t.api.db
  async function record(nir: string) {
    const res = await t.inject({
      method: 'POST',
      url: '/dev/checkup-station/checkups',
      payload: {
        nir,
        station: 'Station de la matrice',
        measurements: [{ type: 'HEART_BEAT', code: '8867-4', valueString: '64' }],
      },
    })
    if (res.statusCode !== 201)
      throw new Error(`the local station answered ${res.statusCode}: ${res.payload}`)
    return res.json().id as string
  }
  /** The patient's NIR; the demo patients have none, so she is given one. */
  async function nirOf(patientId: string) {
    const row = await db
      .selectFrom('profiles')
      .select('nir')
      .where('user_id', '=', patientId)
      .executeTakeFirst()
    if (row?.nir) return row.nir
    const nir = newNir()
    await db.updateTable('profiles').set({ nir }).where('user_id', '=', patientId).execute()
    return nir
  }
  async function readableBy(caller: Caller) {
    const id = await accountIdOf(t, caller)
    if (!caller.user || caller.userType === 'patient') return id
    const patientId = await insertTestPatient(db, caller.app, 'Checkups')
    await grantMedicalFile(db, caller.app, patientId, id)
    return patientId
  }
  const stranger = {} as CheckupFixtures['stranger']
  for (const app of APPLICATIONS) {
    const doctorId = await insertUser(db, {
      application: app,
      userType: 'doctor',
      email: `medecin.inconnu.checkups.${app}@example.fr`,
      profile: { givenName: 'Marc', familyName: 'Inconnu' },
    })
    const patientId = await insertTestPatient(db, app, 'Checkups')
    await grantMedicalFile(db, app, patientId, doctorId)
    stranger[app] = { patientId, checkupId: await record(await nirOf(patientId)) }
  }
  return {
    stranger,
    readableBy,
    async checkupFor(caller) {
      if (!caller.user) return record(newNir())
      return record(await nirOf(await readableBy(caller)))
    },
  }
}

export const access = defineAccess({
  fixtures: createCheckupFixtures,
  rows: {
    listCheckupsByNir: { succeeds: true, request: () => ({ params: { nir: newNir() } }) },
    listPatientCheckups: {
      succeeds: true,
      request: async (fx, caller) => ({ params: { patientId: await fx.readableBy(caller) } }),
      foreign: (fx, caller) => ({ params: { patientId: fx.stranger[caller.app].patientId } }),
    },
    getCheckup: {
      succeeds: true,
      request: async (fx, caller) => ({ params: { checkupId: await fx.checkupFor(caller) } }),
      foreign: (fx, caller) => ({ params: { checkupId: fx.stranger[caller.app].checkupId } }),
    },
    deleteCheckup: {
      succeeds: true,
      request: async (fx, caller) => ({ params: { checkupId: await fx.checkupFor(caller) } }),
      foreign: (fx, caller) => ({ params: { checkupId: fx.stranger[caller.app].checkupId } }),
    },
  },
})
