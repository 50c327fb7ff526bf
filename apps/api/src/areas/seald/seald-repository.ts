// What a Seald deployment keeps on the application's side: identities' and groups' Seald ids, each
// user's latest SSKS session, and the application server's two per-user secrets. Seald ids are UUIDs
// whose case Seald does not fix: they are kept and compared in lower case.
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Application } from '../../core/config.ts'
import type { DB } from '../database.ts'

export interface SealdIdentityRow {
  userId: string
  sealdId: string
}

export interface SealdGroupRow {
  groupId: string
  name: string
}

export interface StoredTwoManRuleSession {
  sessionId: string
  authFactor: { type: 'EM' | 'SMS'; value: string }
  mustAuthenticate: boolean
  createdAt: Date
}

/**
 * What recording an identity did: recorded (now or before), refused because the user has another one,
 * or refused because that Seald id is another user's.
 */
export type IdentityRecording = 'recorded' | 'userHasAnother' | 'sealdIdTaken'

const sealdIdOf = (id: string) => id.toLowerCase()

export class SealdRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The Seald id of a user of `application`, or undefined when they have none recorded. */
  async identityOf(application: Application, userId: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('seald_identities as i')
      .innerJoin('users as u', 'u.id', 'i.user_id')
      .where('u.application', '=', application)
      .where('i.user_id', '=', userId)
      .select('i.seald_id')
      .executeTakeFirst()
    return row?.seald_id
  }

  /** Records the user's identity once; the same Seald id again is what was asked. */
  async recordIdentity(userId: string, sealdId: string, now: Date): Promise<IdentityRecording> {
    const id = sealdIdOf(sealdId)
    await this.db
      .insertInto('seald_identities')
      .values({ user_id: userId, seald_id: id, created_at: now })
      .onConflict((oc) => oc.doNothing())
      .execute()
    const row = await this.db
      .selectFrom('seald_identities')
      .where('user_id', '=', userId)
      .select('seald_id')
      .executeTakeFirst()
    if (!row) return 'sealdIdTaken'
    return row.seald_id === id ? 'recorded' : 'userHasAnother'
  }

  /** The users of `application` among the owners of these Seald ids. */
  async ownersOf(application: Application, sealdIds: string[]): Promise<SealdIdentityRow[]> {
    if (sealdIds.length === 0) return []
    const rows = await this.db
      .selectFrom('seald_identities as i')
      .innerJoin('users as u', 'u.id', 'i.user_id')
      .where('u.application', '=', application)
      .where('i.seald_id', 'in', [...new Set(sealdIds.map(sealdIdOf))])
      .select(['i.user_id', 'i.seald_id'])
      .orderBy('i.seald_id')
      .execute()
    return rows.map((row) => ({ userId: row.user_id, sealdId: row.seald_id }))
  }

  async groupByName(application: Application, name: string): Promise<SealdGroupRow | undefined> {
    const row = await this.db
      .selectFrom('seald_groups')
      .where('application', '=', application)
      .where('name', '=', name)
      .select(['id', 'name'])
      .executeTakeFirst()
    return row && { groupId: row.id, name: row.name }
  }

  async groupById(application: Application, groupId: string): Promise<SealdGroupRow | undefined> {
    const row = await this.db
      .selectFrom('seald_groups')
      .where('application', '=', application)
      .where('id', '=', sealdIdOf(groupId))
      .select(['id', 'name'])
      .executeTakeFirst()
    return row && { groupId: row.id, name: row.name }
  }

  /** Binds the name to the group; false when the name or the group is bound already. */
  async registerGroup(
    application: Application,
    group: SealdGroupRow,
    registeredBy: string,
    now: Date,
  ): Promise<boolean> {
    const inserted = await this.db
      .insertInto('seald_groups')
      .values({
        id: sealdIdOf(group.groupId),
        application,
        name: group.name,
        registered_by: registeredBy,
        created_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst()
    return inserted !== undefined
  }

  /** Replaces the user's SSKS session: only the latest challenge counts. */
  async saveTwoManRuleSession(userId: string, session: StoredTwoManRuleSession): Promise<void> {
    const values = {
      session_id: session.sessionId,
      auth_factor_type: session.authFactor.type,
      auth_factor_value: session.authFactor.value,
      must_authenticate: session.mustAuthenticate,
      created_at: session.createdAt,
    }
    await this.db
      .insertInto('seald_two_man_rule_sessions')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute()
  }

  async twoManRuleSession(userId: string): Promise<StoredTwoManRuleSession | undefined> {
    const row = await this.db
      .selectFrom('seald_two_man_rule_sessions')
      .where('user_id', '=', userId)
      .selectAll()
      .executeTakeFirst()
    return (
      row && {
        sessionId: row.session_id,
        authFactor: { type: row.auth_factor_type, value: row.auth_factor_value },
        mustAuthenticate: row.must_authenticate,
        createdAt: row.created_at,
      }
    )
  }

  /** The user's two-man-rule key: 32 random bytes made on the first call, then the same. */
  async twoManRuleKey(userId: string, now: Date): Promise<string> {
    await this.db
      .insertInto('seald_two_man_rule_keys')
      .values({ user_id: userId, two_man_rule_key: randomBytes(32).toString('base64url'), created_at: now })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute()
    const row = await this.db
      .selectFrom('seald_two_man_rule_keys')
      .where('user_id', '=', userId)
      .select('two_man_rule_key')
      .executeTakeFirstOrThrow()
    return row.two_man_rule_key
  }

  /** The key of the user's SDK database: 48 random bytes made on the first call, then the same. */
  async databaseKey(userId: string, now: Date): Promise<string> {
    await this.db
      .insertInto('seald_database_keys')
      .values({ user_id: userId, database_key: randomBytes(48).toString('base64url'), created_at: now })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute()
    const row = await this.db
      .selectFrom('seald_database_keys')
      .where('user_id', '=', userId)
      .select('database_key')
      .executeTakeFirstOrThrow()
    return row.database_key
  }
}
