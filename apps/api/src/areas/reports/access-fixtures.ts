// The reports area's rows of the authorization matrix. Each call aims at a patient the caller may
// reach — their own file, or one they get an accepted grant on — and records a consultation that ended
// half an hour before the test clock's now; `foreign` aims at a patient only a stranger follows.
import { APPLICATIONS, type Application } from '../../core/config.ts'
import { accountIdOf, defineAccess, type Caller } from '../../testing/access-matrix.ts'
import { insertUser } from '../../testing/accounts.ts'
import { testEnvelope } from '../../testing/envelopes.ts'
import type { TestApi } from '../../testing/harness.ts'
import { grantMedicalFile, insertTestPatient } from '../../testing/medical-files.ts'

const MINUTE = 60_000

interface ReportFixtures {
  /** A patient whose reports the caller may reach: their own, or one they get a grant on. */
  readableBy(caller: Caller): Promise<string>
  /** A consultation of forty-five minutes that ended half an hour ago, as the midwife's form sends it. */
  pastConsultation(): { start: string; end: string; description: ReturnType<typeof testEnvelope> }
  /** Per application, a patient only a midwife no caller acts as follows. */
  stranger: Record<Application, string>
}

async function createReportFixtures(t: TestApi): Promise<ReportFixtures> {
  const { db } = t.api
  const stranger = {} as ReportFixtures['stranger']
  for (const app of APPLICATIONS) {
    const midwifeId = await insertUser(db, {
      application: app,
      userType: 'midwife',
      email: `sage-femme.inconnue.bilans.${app}@example.fr`,
      profile: { givenName: 'Anne', familyName: 'Inconnue' },
    })
    const patientId = await insertTestPatient(db, app, 'Bilans')
    await grantMedicalFile(db, app, patientId, midwifeId)
    stranger[app] = patientId
  }
  return {
    stranger,
    pastConsultation() {
      const end = t.clock.now().getTime() - 30 * MINUTE
      return {
        start: new Date(end - 45 * MINUTE).toISOString(),
        end: new Date(end).toISOString(),
        description: testEnvelope('bilan de consultation'),
      }
    },
    async readableBy(caller) {
      const id = await accountIdOf(t, caller)
      if (!caller.user || caller.userType === 'patient') return id
      const patientId = await insertTestPatient(db, caller.app, 'Bilans')
      await grantMedicalFile(db, caller.app, patientId, id)
      return patientId
    },
  }
}

export const access = defineAccess({
  fixtures: createReportFixtures,
  rows: {
    listConsultationReports: {
      succeeds: true,
      request: async (fx, caller) => ({ params: { patientId: await fx.readableBy(caller) } }),
      foreign: (fx, caller) => ({ params: { patientId: fx.stranger[caller.app] } }),
    },
    createConsultationReport: {
      succeeds: true,
      request: async (fx, caller) => ({
        params: { patientId: await fx.readableBy(caller) },
        payload: fx.pastConsultation(),
      }),
      foreign: (fx, caller) => ({
        params: { patientId: fx.stranger[caller.app] },
        payload: fx.pastConsultation(),
      }),
    },
  },
})
