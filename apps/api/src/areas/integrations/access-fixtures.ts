// The integrations area's rows of the authorization matrix. Each call that needs something of the
// caller makes it for them: a code for the callback, an activated calendar feed for sync and delete.
// `foreign` aims at a doctor no caller acts as: their code, and their activation's id.
import { randomBytes, randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Application } from '../../core/config.ts'
import { accountIdOf, defineAccess, type Caller } from '../../testing/access-matrix.ts'
import { insertUser } from '../../testing/accounts.ts'
import type { TestApi } from '../../testing/harness.ts'
import { CalendarFeedsRepository, issueCalendarFeed } from '../calendar-feed/index.ts'
import type { DB } from '../database.ts'
import { AuthorizationCodesRepository } from './authorization-codes-repository.ts'

interface IntegrationsFixtures {
  /** A fresh `ical` code of the caller's account (any well-formed code for a caller without one). */
  codeFor(caller: Caller): Promise<string>
  /** Activates the caller's calendar feed and answers its id (a random id for a caller without one). */
  activateFor(caller: Caller): Promise<string>
  /** A valid code of the other doctor. */
  othersCode: string
  /** The id of the other doctor's activated feed. */
  othersIntegrationId: string
}

async function createIntegrationsFixtures(t: TestApi): Promise<IntegrationsFixtures> {
  const db = t.api.db as unknown as Kysely<DB>
  const codes = new AuthorizationCodesRepository(db)
  const feeds = new CalendarFeedsRepository(db)
  const activate = async (application: Application, practitionerId: string) =>
    (
      await issueCalendarFeed(feeds, {
        publicUrl: 'http://localhost:4000',
        application,
        practitionerId,
        now: t.clock.now(),
      })
    ).id
  const codeOf = (application: Application, userId: string) =>
    codes.issue({ application, userId, integrationType: 'ical' }, t.clock.now())
  /** The caller's account id, when it has an account row (callers refused before any lookup may not). */
  const accountOf = async (caller: Caller) => {
    const id = await accountIdOf(t, caller)
    const row = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()
    return row?.id
  }

  const otherDoctor = await insertUser(db, {
    application: 'perinatal',
    userType: 'doctor',
    email: `medecin.integrations.${randomUUID()}@example.fr`,
    profile: { givenName: 'Paul', familyName: 'Integrations' },
  })
  return {
    async codeFor(caller) {
      const id = await accountOf(caller)
      return id ? codeOf(caller.app, id) : randomBytes(32).toString('base64url')
    },
    async activateFor(caller) {
      const id = await accountOf(caller)
      return id ? activate(caller.app, id) : randomUUID()
    },
    othersCode: await codeOf('perinatal', otherDoctor),
    othersIntegrationId: await activate('perinatal', otherDoctor),
  }
}

const ICAL = { integrationType: 'ical' }

export const access = defineAccess({
  fixtures: createIntegrationsFixtures,
  rows: {
    listIntegrations: { succeeds: true },
    getIntegrationAuthorizationUrl: { succeeds: true, request: () => ({ params: ICAL }) },
    authorizeIntegration: {
      succeeds: true,
      request: async (fx, caller) => ({ params: ICAL, payload: { code: await fx.codeFor(caller) } }),
      foreign: (fx) => ({ params: ICAL, payload: { code: fx.othersCode } }),
    },
    syncIntegration: {
      succeeds: true,
      request: async (fx, caller) => {
        await fx.activateFor(caller)
        return { params: ICAL }
      },
    },
    deleteIntegration: {
      succeeds: true,
      request: async (fx, caller) => ({ params: { integrationId: await fx.activateFor(caller) } }),
      foreign: (fx) => ({ params: { integrationId: fx.othersIntegrationId } }),
    },
  },
})
