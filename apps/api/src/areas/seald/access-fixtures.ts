// The seald area's rows of the authorization matrix, and what they need: per application a stranger (an
// account no caller acts as) with a recorded Seald identity and a registered group, and the caller's own
// state made fresh for each call (no identity recorded yet, an SSKS session opened). The matrix runs
// the API with a Seald deployment whose SSKS is a local stand-in, so allowed callers succeed; `foreign`
// calls name another user, a name reserved for a stranger, or another application's records.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { medicalFileGroupName } from '@relais/domain'
import { APPLICATIONS, type Application } from '../../core/config.ts'
import { accountIdOf, defineAccess, type Caller } from '../../testing/access-matrix.ts'
import { insertUser } from '../../testing/accounts.ts'
import type { TestApi } from '../../testing/harness.ts'
import type { DB } from '../database.ts'

interface Stranger {
  userId: string
  sealdId: string
  groupId: string
  groupName: string
}

export interface SealdFixtures {
  /** The caller's account id (a random id without one), with no Seald identity recorded. */
  withoutIdentity(caller: Caller): Promise<string>
  /** The caller's account id, with an SSKS session just opened for it. */
  withSession(caller: Caller): Promise<void>
  stranger: Record<Application, Stranger>
  /** Another application than `app`. */
  otherApp(app: Application): Application
}

async function createSealdFixtures(t: TestApi): Promise<SealdFixtures> {
  const db: Kysely<DB> = t.api.db
  const now = new Date()
  const stranger = {} as SealdFixtures['stranger']
  for (const app of APPLICATIONS) {
    const userId = await insertUser(db, {
      application: app,
      userType: app === 'dispatch' ? 'dispatchOperator' : 'doctor',
      email: `inconnu.seald.${app}@example.fr`,
      now,
    })
    const sealdId = randomUUID()
    await db
      .insertInto('seald_identities')
      .values({ user_id: userId, seald_id: sealdId, created_at: now })
      .execute()
    const groupId = randomUUID()
    const groupName = `matrice-seald:${randomUUID()}`
    await db
      .insertInto('seald_groups')
      .values({ id: groupId, application: app, name: groupName, registered_by: userId, created_at: now })
      .execute()
    stranger[app] = { userId, sealdId, groupId, groupName }
  }

  return {
    stranger,
    otherApp: (app) => (app === 'perinatal' ? 'mobility' : 'perinatal'),
    async withoutIdentity(caller) {
      const userId = await accountIdOf(t, caller)
      await db.deleteFrom('seald_identities').where('user_id', '=', userId).execute()
      return userId
    },
    async withSession(caller) {
      const userId = await accountIdOf(t, caller)
      const exists = await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()
      if (!exists) return
      const session = {
        session_id: randomUUID(),
        auth_factor_type: 'EM' as const,
        auth_factor_value: caller.user ?? 'inconnu@example.fr',
        must_authenticate: true,
        created_at: t.clock.now(),
      }
      await db
        .insertInto('seald_two_man_rule_sessions')
        .values({ user_id: userId, ...session })
        .onConflict((oc) => oc.column('user_id').doUpdateSet(session))
        .execute()
    },
  }
}

export const access = defineAccess({
  fixtures: createSealdFixtures,
  rows: {
    createSealdSignupJwt: {
      succeeds: true,
      request: async (fx, caller) => ({ payload: { userId: await fx.withoutIdentity(caller) } }),
      // A JWT for someone else's identity.
      foreign: (fx, caller) => ({ payload: { userId: fx.stranger[caller.app].userId } }),
    },
    recordSealdIdentity: {
      succeeds: true,
      request: async (fx, caller) => ({
        payload: { userId: await fx.withoutIdentity(caller), sealdId: randomUUID() },
      }),
      // Recording an identity as someone else's.
      foreign: (fx, caller) => ({
        payload: { userId: fx.stranger[caller.app].userId, sealdId: randomUUID() },
      }),
    },
    getSealdIdentity: {
      succeeds: true,
      request: (fx, caller) => ({ params: { userId: fx.stranger[caller.app].userId } }),
      foreign: (fx, caller) => ({ params: { userId: fx.stranger[fx.otherApp(caller.app)].userId } }),
    },
    findSealdIdentityOwners: {
      succeeds: true,
      request: (fx, caller) => ({ payload: { sealdIds: [fx.stranger[caller.app].sealdId] } }),
    },
    openSealdTwoManRuleSession: { succeeds: true },
    getSealdTwoManRuleSession: {
      succeeds: true,
      request: async (fx, caller) => {
        await fx.withSession(caller)
        return {}
      },
    },
    getSealdTwoManRuleKey: { succeeds: true },
    getSealdDatabaseKey: { succeeds: true },
    registerSealdGroup: {
      succeeds: true,
      request: () => ({ payload: { groupId: randomUUID(), name: `g:${randomUUID()}` } }),
      // Taking the name of a stranger's medical file.
      foreign: (fx, caller) => ({
        payload: { groupId: randomUUID(), name: medicalFileGroupName(fx.stranger[caller.app].userId) },
      }),
    },
    findSealdGroupByName: {
      succeeds: true,
      request: (fx, caller) => ({ query: { name: fx.stranger[caller.app].groupName } }),
      foreign: (fx, caller) => ({ query: { name: fx.stranger[fx.otherApp(caller.app)].groupName } }),
    },
    getSealdGroup: {
      succeeds: true,
      request: (fx, caller) => ({ params: { groupId: fx.stranger[caller.app].groupId } }),
      foreign: (fx, caller) => ({ params: { groupId: fx.stranger[fx.otherApp(caller.app)].groupId } }),
    },
  },
})
