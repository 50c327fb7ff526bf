// The statistics area's rows of the authorization matrix: a structure the caller belongs to (the one it
// already has, else a new one it joins), the caller's own counts; `foreign` aims at a structure only a
// stranger belongs to, and at another doctor's counts.
import type { Kysely } from 'kysely'
import { APPLICATIONS, type Application } from '../../core/config.ts'
import { accountIdOf, defineAccess, type Caller } from '../../testing/access-matrix.ts'
import { insertUser } from '../../testing/accounts.ts'
import type { TestApi } from '../../testing/harness.ts'
import { insertStructure } from '../../testing/structures.ts'
import type { DB } from '../database.ts'

const PERIOD = { periodStartDate: '2026-11-01', periodEndDate: '2026-11-30' }

interface StatisticsFixtures {
  /** A structure the caller's account belongs to; a stranger's one for callers without an account. */
  memberOf(caller: Caller): Promise<string>
  /** Per application: a structure whose only member is a doctor no caller acts as. */
  foreign: Record<Application, string>
  /** Per application: that doctor. */
  strangerDoctor: Record<Application, string>
  /** The caller's account id (a random one for callers without an account). */
  own(caller: Caller): Promise<string>
}

async function createStatisticsFixtures(t: TestApi): Promise<StatisticsFixtures> {
  const db = t.api.db as unknown as Kysely<DB>
  const foreign = {} as StatisticsFixtures['foreign']
  const strangerDoctor = {} as StatisticsFixtures['strangerDoctor']
  for (const app of APPLICATIONS) {
    strangerDoctor[app] = await insertUser(db, {
      application: app,
      userType: 'doctor',
      email: `medecin.inconnu.statistiques.${app}@example.fr`,
      profile: { givenName: 'Paul', familyName: 'Inconnu' },
    })
    foreign[app] = await insertStructure(db, {
      application: app,
      name: 'Structure étrangère',
      memberIds: [strangerDoctor[app]],
    })
  }
  return {
    foreign,
    strangerDoctor,
    own: (caller) => accountIdOf(t, caller),
    async memberOf(caller) {
      if (!caller.user) return foreign[caller.app]
      const userId = await accountIdOf(t, caller)
      const known = await db
        .selectFrom('organization_members as m')
        .innerJoin('organizations as o', 'o.id', 'm.organization_id')
        .select('o.id')
        .where('m.user_id', '=', userId)
        .where('o.application', '=', caller.app)
        .executeTakeFirst()
      return known?.id ?? insertStructure(db, { application: caller.app, memberIds: [userId] })
    },
  }
}

export const access = defineAccess({
  fixtures: createStatisticsFixtures,
  rows: {
    getOrganizationStatistics: {
      succeeds: true,
      request: async (fx, caller) => ({
        params: { organizationId: await fx.memberOf(caller) },
        query: PERIOD,
      }),
      foreign: (fx, caller) => ({ params: { organizationId: fx.foreign[caller.app] }, query: PERIOD }),
    },
    getDoctorStatistics: {
      succeeds: true,
      request: async (fx, caller) => ({ params: { doctorId: await fx.own(caller) } }),
      foreign: (fx, caller) => ({ params: { doctorId: fx.strangerDoctor[caller.app] } }),
    },
  },
})
