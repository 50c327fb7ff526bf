// The messaging area's rows of the authorization matrix, and what they need to call the conversation
// operations as each caller: a channel between the caller and a stranger (an account no caller acts
// as), per application a channel no caller takes part in, and someone each caller may open a
// conversation with (and someone nobody may).
import { randomUUID } from 'node:crypto'
import { APPLICATIONS, type Application } from '../../core/config.ts'
import { accountIdOf, defineAccess, type Caller } from '../../testing/access-matrix.ts'
import { insertUser } from '../../testing/accounts.ts'
import type { TestApi } from '../../testing/harness.ts'
import { shareStructure } from '../../testing/structures.ts'
import { ChannelsRepository, PROFESSIONAL_TYPES } from './channels-repository.ts'

/** Shaped like the vault's envelopes (the contract refuses anything else); the server never opens them. */
const MESSAGE_ENVELOPE = {
  version: 1,
  encryptionSessionId: 'bWF0cml4LWNoYW5uZWwtc2Vzc2lvbg',
  epoch: 0,
  nonce: 'bWF0cml4LW5vbmNl',
  ciphertext: 'bWF0cml4LWNpcGhlcnRleHQtdGFn',
}

interface ChannelFixtures {
  /** The caller's channel with the stranger; a strangers' channel for callers without an account. */
  of(caller: Caller): Promise<string>
  /** Per application: a channel between two accounts no caller acts as. */
  foreign: Record<Application, string>
  /**
   * Someone the caller may open a conversation with: the stranger, a professional they share nothing
   * with, when the caller is a professional; a doctor of a structure the caller belongs to when she is
   * a patient. The stranger for callers without an account (refused before the rule).
   */
  contactOf(caller: Caller): Promise<string>
  /** Per application: a patient who shares nothing with anyone, whom no caller may write to. */
  unrelatedPatient: Record<Application, string>
}

async function createChannelFixtures(t: TestApi): Promise<ChannelFixtures> {
  const appDb = t.api.db
  const channels = new ChannelsRepository(appDb)
  const professionals: readonly string[] = PROFESSIONAL_TYPES
  const now = new Date()
  const stranger = {} as Record<Application, string>
  const foreign = {} as ChannelFixtures['foreign']
  const unrelatedPatient = {} as ChannelFixtures['unrelatedPatient']
  const practitioner = {} as Record<Application, { userId: string; structureId: string }>
  for (const app of APPLICATIONS) {
    const strangerId = randomUUID()
    stranger[app] = await insertUser(appDb, {
      id: strangerId,
      application: app,
      userType: app === 'dispatch' ? 'dispatchOperator' : 'doctor',
      email: `inconnu.interlocuteur.${app}@example.fr`,
      sldId: strangerId,
      now,
    })
    const id = await insertUser(appDb, {
      application: app,
      userType: app === 'dispatch' ? 'dispatchOperator' : 'doctor',
      email: `inconnu.conversation.${app}@example.fr`,
      now,
    })
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
      const me = await accountIdOf(t, caller)
      const known = await channels.existingUsers(caller.app, [me])
      if (!known.has(me)) return foreign[caller.app]
      const strangerId = stranger[caller.app]
      return (await channels.findOrCreateOneToOne(caller.app, me, [me, strangerId], now)).id
    },
    async contactOf(caller) {
      const me = await accountIdOf(t, caller)
      const account = await appDb
        .selectFrom('users')
        .select('user_type')
        .where('id', '=', me)
        .where('application', '=', caller.app)
        .executeTakeFirst()
      if (!account || professionals.includes(account.user_type)) return stranger[caller.app]
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

export const access = defineAccess({
  fixtures: createChannelFixtures,
  rows: {
    createChannel: {
      succeeds: true,
      // Someone the caller may write to: any professional for a professional, a practitioner of her
      // structure for a patient.
      request: async (fx, caller) => ({
        payload: { userIds: [await fx.contactOf(caller)], channelType: 'OneToOne' },
      }),
      // A patient the caller shares nothing with, whom holding her id does not let anyone write to.
      foreign: (fx, caller) => ({
        payload: { userIds: [fx.unrelatedPatient[caller.app]], channelType: 'OneToOne' },
      }),
    },
    listChannels: { succeeds: true, request: () => ({ query: { limit: '5' } }) },
    searchContacts: { succeeds: true, request: () => ({ query: { query: 'a' } }) },
    getChannel: {
      succeeds: true,
      request: async (fx, caller) => ({ params: { channelId: await fx.of(caller) } }),
      foreign: (fx, caller) => ({ params: { channelId: fx.foreign[caller.app] } }),
    },
    updateChannel: {
      succeeds: true,
      // The same session id each time: setting it again to the same value succeeds.
      request: async (fx, caller) => ({
        params: { channelId: await fx.of(caller) },
        payload: { sldId: 'bWF0cml4LWNoYW5uZWwtc2Vzc2lvbg' },
      }),
      foreign: (fx, caller) => ({
        params: { channelId: fx.foreign[caller.app] },
        payload: { sldId: 'bWF0cml4LWNoYW5uZWwtc2Vzc2lvbg' },
      }),
    },
    sendChannelMessage: {
      succeeds: true,
      request: async (fx, caller) => ({
        params: { channelId: await fx.of(caller) },
        payload: { text: MESSAGE_ENVELOPE },
      }),
      foreign: (fx, caller) => ({
        params: { channelId: fx.foreign[caller.app] },
        payload: { text: MESSAGE_ENVELOPE },
      }),
    },
  },
})
