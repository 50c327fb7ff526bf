// What the authorization matrix needs to call the channel operations as each caller: a channel between
// the caller and the key directory's stranger, per application a channel no caller takes part in, and
// someone each caller may open a conversation with (and someone nobody may).
import type { Kysely } from 'kysely'
import { APPLICATIONS, type Application } from '../../config.ts'
import type { DB } from '../../db/schema.ts'
import { insertUser } from '../../testing/accounts.ts'
import type { KeyCaller, KeyFixtures } from '../key-directory/matrix-fixtures.ts'
import { ChannelsRepository, PROFESSIONAL_TYPES } from './channels-repository.ts'
import type { ChannelsDB } from './tables.ts'
import { shareStructure } from './testing.ts'

export interface ChannelFixtures {
  /** The caller's channel with the stranger; a strangers' channel for callers without an account. */
  of(caller: KeyCaller): Promise<string>
  /** Per application: a channel between two accounts no caller acts as. */
  foreign: Record<Application, string>
  /**
   * Someone the caller may open a conversation with: the key directory's stranger, a professional they
   * share nothing with, when the caller is a professional; a doctor of a structure the caller belongs
   * to when she is a patient. The stranger for callers without an account (refused before the rule).
   */
  contactOf(caller: KeyCaller): Promise<string>
  /** Per application: a patient who shares nothing with anyone, whom no caller may write to. */
  unrelatedPatient: Record<Application, string>
}

export async function createChannelFixtures(appDb: Kysely<DB>, keys: KeyFixtures): Promise<ChannelFixtures> {
  const channels = new ChannelsRepository(appDb as unknown as Kysely<ChannelsDB>)
  const professionals: readonly string[] = PROFESSIONAL_TYPES
  const now = new Date()
  const foreign = {} as ChannelFixtures['foreign']
  const unrelatedPatient = {} as ChannelFixtures['unrelatedPatient']
  const practitioner = {} as Record<Application, { userId: string; structureId: string }>
  for (const app of APPLICATIONS) {
    const id = await insertUser(appDb, {
      application: app,
      userType: app === 'dispatch' ? 'dispatchOperator' : 'doctor',
      email: `inconnu.conversation.${app}@example.fr`,
      now,
    })
    const strangerId = keys.stranger[app].userId
    foreign[app] = (await channels.findOrCreateOneToOne(app, strangerId, [strangerId, id], now)).id
    unrelatedPatient[app] = await insertUser(appDb, {
      application: app,
      userType: 'patient',
      email: `sans.lien.conversation.${app}@example.fr`,
      now,
    })
    const userId = await insertUser(appDb, {
      application: app,
      userType: 'doctor',
      email: `suivi.conversation.${app}@example.fr`,
      now,
    })
    practitioner[app] = { userId, structureId: await shareStructure(appDb, app, [userId]) }
  }
  return {
    foreign,
    unrelatedPatient,
    async of(caller) {
      const me = await keys.userId(caller)
      const known = await channels.existingUsers(caller.app, [me])
      if (!known.has(me)) return foreign[caller.app]
      const strangerId = keys.stranger[caller.app].userId
      return (await channels.findOrCreateOneToOne(caller.app, me, [me, strangerId], now)).id
    },
    async contactOf(caller) {
      const me = await keys.userId(caller)
      const account = await appDb
        .selectFrom('users')
        .select('user_type')
        .where('id', '=', me)
        .where('application', '=', caller.app)
        .executeTakeFirst()
      if (!account || professionals.includes(account.user_type)) return keys.stranger[caller.app].userId
      // A patient writes to a practitioner of the structure that follows her.
      const { userId, structureId } = practitioner[caller.app]
      await appDb
        .insertInto('organization_members')
        .values({ organization_id: structureId, user_id: me, role: 'member', created_at: now })
        .onConflict((oc) => oc.columns(['organization_id', 'user_id']).doNothing())
        .execute()
      return userId
    },
  }
}
