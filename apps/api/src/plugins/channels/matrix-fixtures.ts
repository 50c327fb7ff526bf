// What the authorization matrix needs to call the channel operations as each caller: a channel between
// the caller and the key directory's stranger, and per application a channel no caller takes part in.
import type { Kysely } from 'kysely'
import { APPLICATIONS, type Application } from '../../config.ts'
import type { DB } from '../../db/schema.ts'
import { insertUser } from '../../testing/accounts.ts'
import type { KeyCaller, KeyFixtures } from '../key-directory/matrix-fixtures.ts'
import { ChannelsRepository } from './channels-repository.ts'
import type { ChannelsDB } from './tables.ts'

export interface ChannelFixtures {
  /** The caller's channel with the stranger; a strangers' channel for callers without an account. */
  of(caller: KeyCaller): Promise<string>
  /** Per application: a channel between two accounts no caller acts as. */
  foreign: Record<Application, string>
}

export async function createChannelFixtures(appDb: Kysely<DB>, keys: KeyFixtures): Promise<ChannelFixtures> {
  const channels = new ChannelsRepository(appDb as unknown as Kysely<ChannelsDB>)
  const now = new Date()
  const foreign = {} as ChannelFixtures['foreign']
  for (const app of APPLICATIONS) {
    const id = await insertUser(appDb, {
      application: app,
      userType: app === 'dispatch' ? 'dispatchOperator' : 'doctor',
      email: `inconnu.conversation.${app}@example.fr`,
      now,
    })
    const strangerId = keys.stranger[app].userId
    foreign[app] = (await channels.findOrCreateOneToOne(app, strangerId, [strangerId, id], now)).id
  }
  return {
    foreign,
    async of(caller) {
      const me = await keys.userId(caller)
      const known = await channels.existingUsers(caller.app, [me])
      if (!known.has(me)) return foreign[caller.app]
      const strangerId = keys.stranger[caller.app].userId
      return (await channels.findOrCreateOneToOne(caller.app, me, [me, strangerId], now)).id
    },
  }
}
