// What the authorization matrix needs to call the key directory and key store as each caller: the
// caller's user id, sessions and groups the caller belongs to, and per application a stranger (an
// account no caller acts as) with an identity, a session and a group of their own.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { APPLICATIONS, type Application } from '../../config.ts'
import type { DB } from '../../db/schema.ts'
import { insertUser } from '../../testing/accounts.ts'
import { box, identityOf, keyFor, newId, publicJwk } from './testing.ts'
import type { KeyDirectoryDB } from './tables.ts'

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
}

export async function createKeyFixtures(appDb: Kysely<DB>): Promise<KeyFixtures> {
  const db = appDb as unknown as Kysely<KeyDirectoryDB>
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
