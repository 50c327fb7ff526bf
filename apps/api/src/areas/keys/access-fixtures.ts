// The keys area's rows of the authorization matrix, and what they need to call the key directory as each
// caller: the caller's user id, sessions and groups the caller belongs to, and per application a
// stranger (an account no caller acts as) with an identity, a session and a group of their own. Reads
// are open to any account of the application, writes to the account's own user only (an impersonating
// administrator reads but never writes); sessions and wrapped keys to current recipients, shares and
// membership changes to group members, claims to the user they were made for.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { APPLICATIONS, type Application } from '../../core/config.ts'
import { defineAccess } from '../../testing/access-matrix.ts'
import { insertUser } from '../../testing/accounts.ts'
import type { DB } from '../database.ts'
import { box, claimKey, identityOf, keyFor, newId, publicJwk } from './testing.ts'

export interface KeyCaller {
  app: Application
  user?: string
}

export interface KeyFixtures {
  /** The caller's account id; a random id for callers without one. */
  userId(caller: KeyCaller): Promise<string>
  /** A new session whose only recipient is the caller. */
  session(caller: KeyCaller): Promise<string>
  /** A new group whose only member is the caller (plus `others`), at key version 1. */
  group(caller: KeyCaller, others?: string[]): Promise<{ groupId: string; name: string }>
  /** Per application: an account with a published identity, its own session and its own group. */
  stranger: Record<Application, { userId: string; sessionId: string; groupId: string; groupName: string }>
  /** Another application than `app`. */
  otherApp(app: Application): Application
  /**
   * A claim of epoch 0 of a new session of the stranger's, made by the stranger for `forUserId` (none
   * for an id without an account): converting it makes that user a recipient of that session only.
   */
  claim(app: Application, forUserId: string): Promise<{ claimId: string; sessionId: string }>
}

/** Also the contract fuzzer's: each of its callers gets a key session and a key group. */
export async function createKeyFixtures(appDb: Kysely<DB>): Promise<KeyFixtures> {
  const db = appDb
  const now = new Date()

  async function insertSession(application: Application, userId: string): Promise<string> {
    const sessionId = newId()
    await db
      .insertInto('key_sessions')
      .values({ id: sessionId, application, created_by: userId, created_at: now })
      .execute()
    await db
      .insertInto('key_session_recipients')
      .values({ session_id: sessionId, kind: 'user', recipient_id: userId, position: 0 })
      .execute()
    await db
      .insertInto('key_session_epochs')
      .values({ session_id: sessionId, epoch: 0, group_key_versions: '{}', created_at: now })
      .execute()
    const key = keyFor(sessionId, 0, { kind: 'user', id: userId }, userId)
    await db
      .insertInto('key_wrapped_keys')
      .values({
        session_id: sessionId,
        epoch: 0,
        sealed_for_kind: 'user',
        sealed_for_id: userId,
        sealed_for_version: 0,
        box: JSON.stringify(key.box),
        created_at: now,
      })
      .execute()
    return sessionId
  }

  async function insertGroup(application: Application, members: string[]) {
    const groupId = newId()
    const name = `matrice:${randomUUID()}`
    await db
      .insertInto('key_groups')
      .values({
        id: groupId,
        application,
        name,
        key_version: 1,
        created_by: members[0] as string,
        created_at: now,
        updated_at: now,
      })
      .execute()
    await db
      .insertInto('key_group_public_keys')
      .values({ group_id: groupId, key_version: 1, public_key: JSON.stringify(publicJwk()) })
      .execute()
    for (const member of members) {
      await db
        .insertInto('key_group_members')
        .values({ group_id: groupId, user_id: member, added_at: now })
        .execute()
      await db
        .insertInto('key_group_shares')
        .values({
          group_id: groupId,
          key_version: 1,
          member_id: member,
          box: JSON.stringify(box(members[0] as string)),
          created_at: now,
        })
        .execute()
    }
    return { groupId, name }
  }

  async function insertClaim(application: Application, forUserId: string) {
    const strangerId = stranger[application].userId
    const sessionId = await insertSession(application, strangerId)
    const claimId = newId()
    const exists = await appDb.selectFrom('users').select('id').where('id', '=', forUserId).executeTakeFirst()
    if (exists) {
      await db
        .insertInto('key_claims')
        .values({
          id: claimId,
          application,
          session_id: sessionId,
          for_user_id: forUserId,
          created_by: strangerId,
          keys: JSON.stringify([claimKey(0)]),
          created_at: now,
        })
        .execute()
    }
    return { claimId, sessionId }
  }

  async function userId(caller: KeyCaller): Promise<string> {
    if (!caller.user) return randomUUID()
    const row = await appDb
      .selectFrom('users')
      .select('id')
      .where('application', '=', caller.app)
      .where('email', '=', caller.user)
      .executeTakeFirst()
    return row?.id ?? randomUUID()
  }

  const stranger = {} as KeyFixtures['stranger']
  for (const app of APPLICATIONS) {
    const id = randomUUID()
    await insertUser(appDb, {
      id,
      application: app,
      userType: app === 'dispatch' ? 'dispatchOperator' : 'doctor',
      email: `inconnu.cles.${app}@example.fr`,
      sldId: id,
      now,
    })
    const identity = identityOf(id)
    await db
      .insertInto('key_identities')
      .values({
        user_id: id,
        encryption_key: JSON.stringify(identity.encryptionKey),
        signing_key: JSON.stringify(identity.signingKey),
        signing_key_hash: identity.signingKeyHash,
        created_at: now,
      })
      .execute()
    const group = await insertGroup(app, [id])
    stranger[app] = {
      userId: id,
      sessionId: await insertSession(app, id),
      groupId: group.groupId,
      groupName: group.name,
    }
  }

  return {
    userId,
    stranger,
    otherApp: (app) => (app === 'perinatal' ? 'mobility' : 'perinatal'),
    claim: insertClaim,
    async session(caller) {
      return insertSession(caller.app, await userId(caller))
    },
    async group(caller, others = []) {
      const me = await userId(caller)
      // A caller without an account gets a group of strangers: refused anyway.
      const exists = await appDb.selectFrom('users').select('id').where('id', '=', me).executeTakeFirst()
      return insertGroup(caller.app, exists ? [me, ...others] : [stranger[caller.app].userId])
    },
  }
}

export const access = defineAccess({
  fixtures: (t) => createKeyFixtures(t.api.db),
  rows: {
    publishKeyIdentity: {
      succeeds: true,
      request: async (fx, caller) => ({ payload: identityOf(await fx.userId(caller)) }),
      foreign: (fx, caller) => ({ payload: identityOf(fx.stranger[caller.app].userId) }),
    },
    getKeyIdentity: {
      succeeds: true,
      request: (fx, caller) => ({ params: { userId: fx.stranger[caller.app].userId } }),
      foreign: (fx, caller) => ({ params: { userId: fx.stranger[fx.otherApp(caller.app)].userId } }),
    },
    createKeySession: {
      succeeds: true,
      request: async (fx, caller) => {
        const me = await fx.userId(caller)
        const sessionId = newId()
        return {
          payload: {
            session: {
              sessionId,
              createdBy: me,
              recipients: [{ kind: 'user', id: me }],
              epochs: [{ epoch: 0, groupKeyVersions: {} }],
            },
            keys: [keyFor(sessionId, 0, { kind: 'user', id: me }, me)],
          },
        }
      },
      // Signed as someone else.
      foreign: (fx, caller) => {
        const other = fx.stranger[caller.app].userId
        const sessionId = newId()
        return {
          payload: {
            session: {
              sessionId,
              createdBy: other,
              recipients: [{ kind: 'user', id: other }],
              epochs: [{ epoch: 0, groupKeyVersions: {} }],
            },
            keys: [keyFor(sessionId, 0, { kind: 'user', id: other }, other)],
          },
        }
      },
    },
    getKeySession: {
      succeeds: true,
      request: async (fx, caller) => ({ params: { sessionId: await fx.session(caller) } }),
      foreign: (fx, caller) => ({ params: { sessionId: fx.stranger[caller.app].sessionId } }),
    },
    addKeySessionEpoch: {
      succeeds: true,
      request: async (fx, caller) => {
        const me = await fx.userId(caller)
        const sessionId = await fx.session(caller)
        return {
          params: { sessionId },
          payload: {
            epoch: { epoch: 1, groupKeyVersions: {} },
            keys: [keyFor(sessionId, 1, { kind: 'user', id: me }, me)],
          },
        }
      },
      foreign: async (fx, caller) => {
        const me = await fx.userId(caller)
        const { userId, sessionId } = fx.stranger[caller.app]
        return {
          params: { sessionId },
          payload: {
            epoch: { epoch: 1, groupKeyVersions: {} },
            keys: [keyFor(sessionId, 1, { kind: 'user', id: userId }, me)],
          },
        }
      },
    },
    addKeySessionRecipients: {
      succeeds: true,
      request: async (fx, caller) => {
        const me = await fx.userId(caller)
        const sessionId = await fx.session(caller)
        const other = { kind: 'user' as const, id: fx.stranger[caller.app].userId }
        return {
          params: { sessionId },
          payload: { recipients: [other], keys: [keyFor(sessionId, 0, other, me)] },
        }
      },
      // Adding oneself to someone else's session.
      foreign: async (fx, caller) => {
        const me = { kind: 'user' as const, id: await fx.userId(caller) }
        const { sessionId } = fx.stranger[caller.app]
        return {
          params: { sessionId },
          payload: { recipients: [me], keys: [keyFor(sessionId, 0, me, me.id)] },
        }
      },
    },
    removeKeySessionRecipients: {
      succeeds: true,
      request: async (fx, caller) => ({
        params: { sessionId: await fx.session(caller) },
        payload: { recipients: [{ kind: 'user', id: await fx.userId(caller) }] },
      }),
      foreign: (fx, caller) => {
        const { userId, sessionId } = fx.stranger[caller.app]
        return { params: { sessionId }, payload: { recipients: [{ kind: 'user', id: userId }] } }
      },
    },
    getMyWrappedKeys: {
      succeeds: true,
      request: async (fx, caller) => ({ params: { sessionId: await fx.session(caller), epoch: '0' } }),
      foreign: (fx, caller) => ({ params: { sessionId: fx.stranger[caller.app].sessionId, epoch: '0' } }),
    },
    addKeySessionClaim: {
      succeeds: true,
      request: async (fx, caller) => ({
        params: { sessionId: await fx.session(caller) },
        payload: { claimId: newId(), forUserId: fx.stranger[caller.app].userId, keys: [claimKey(0)] },
      }),
      // A claim on someone else's session, for oneself.
      foreign: async (fx, caller) => ({
        params: { sessionId: fx.stranger[caller.app].sessionId },
        payload: { claimId: newId(), forUserId: await fx.userId(caller), keys: [claimKey(0)] },
      }),
    },
    listMyKeyClaims: { succeeds: true },
    convertKeyClaim: {
      succeeds: true,
      request: async (fx, caller) => {
        const me = { kind: 'user' as const, id: await fx.userId(caller) }
        const { claimId, sessionId } = await fx.claim(caller.app, me.id)
        return { params: { claimId }, payload: { keys: [keyFor(sessionId, 0, me, me.id)] } }
      },
      // Converting a claim made for someone else.
      foreign: async (fx, caller) => {
        const me = { kind: 'user' as const, id: await fx.userId(caller) }
        const { claimId, sessionId } = await fx.claim(caller.app, fx.stranger[caller.app].userId)
        return { params: { claimId }, payload: { keys: [keyFor(sessionId, 0, me, me.id)] } }
      },
    },
    createKeyGroup: {
      succeeds: true,
      request: async (fx, caller) => {
        const me = await fx.userId(caller)
        const groupId = newId()
        return {
          payload: {
            group: {
              groupId,
              name: `g:${randomUUID()}`,
              members: [me],
              keyVersion: 1,
              publicKeys: { 1: publicJwk() },
            },
            shares: [{ groupId, keyVersion: 1, memberId: me, box: box(me) }],
          },
        }
      },
      // A group of others only.
      foreign: async (fx, caller) => {
        const me = await fx.userId(caller)
        const other = fx.stranger[caller.app].userId
        const groupId = newId()
        return {
          payload: {
            group: {
              groupId,
              name: `g:${randomUUID()}`,
              members: [other],
              keyVersion: 1,
              publicKeys: { 1: publicJwk() },
            },
            shares: [{ groupId, keyVersion: 1, memberId: other, box: box(me) }],
          },
        }
      },
    },
    getKeyGroup: {
      succeeds: true,
      request: (fx, caller) => ({ params: { groupId: fx.stranger[caller.app].groupId } }),
      foreign: (fx, caller) => ({ params: { groupId: fx.stranger[fx.otherApp(caller.app)].groupId } }),
    },
    findKeyGroupByName: {
      succeeds: true,
      request: (fx, caller) => ({ query: { name: fx.stranger[caller.app].groupName } }),
      foreign: (fx, caller) => ({ query: { name: fx.stranger[fx.otherApp(caller.app)].groupName } }),
    },
    addKeyGroupMembers: {
      succeeds: true,
      request: async (fx, caller) => {
        const me = await fx.userId(caller)
        const { groupId } = await fx.group(caller)
        const other = fx.stranger[caller.app].userId
        return {
          params: { groupId },
          payload: {
            memberIds: [other],
            shares: [{ groupId, keyVersion: 1, memberId: other, box: box(me) }],
          },
        }
      },
      // Joining someone else's group.
      foreign: async (fx, caller) => {
        const me = await fx.userId(caller)
        const { groupId } = fx.stranger[caller.app]
        return {
          params: { groupId },
          payload: { memberIds: [me], shares: [{ groupId, keyVersion: 1, memberId: me, box: box(me) }] },
        }
      },
    },
    renewKeyGroup: {
      succeeds: true,
      request: async (fx, caller) => {
        const me = await fx.userId(caller)
        const other = fx.stranger[caller.app].userId
        const { groupId } = await fx.group(caller, [other])
        return {
          params: { groupId },
          payload: {
            removedMembers: [other],
            keyVersion: 2,
            publicKey: publicJwk(),
            shares: [{ groupId, keyVersion: 2, memberId: me, box: box(me) }],
          },
        }
      },
      // Taking over someone else's group.
      foreign: async (fx, caller) => {
        const me = await fx.userId(caller)
        const { groupId, userId } = fx.stranger[caller.app]
        return {
          params: { groupId },
          payload: {
            removedMembers: [userId],
            keyVersion: 2,
            publicKey: publicJwk(),
            shares: [{ groupId, keyVersion: 2, memberId: me, box: box(me) }],
          },
        }
      },
    },
    getMyKeyGroupShare: {
      succeeds: true,
      request: async (fx, caller) => ({
        params: {
          groupId: (await fx.group(caller)).groupId,
          keyVersion: '1',
          memberId: await fx.userId(caller),
        },
      }),
      foreign: (fx, caller) => {
        const { groupId, userId } = fx.stranger[caller.app]
        return { params: { groupId, keyVersion: '1', memberId: userId } }
      },
    },
    getBackupShare: { succeeds: true },
  },
})
