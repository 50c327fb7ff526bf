// Impersonation: the session row keeps its token and lifetimes; a side row remembers the administrator
// who started it and the identifier to return to. Every start and restore is appended to
// `impersonation_audit`, which the database refuses to update or delete.
import type { Kysely, Selectable } from 'kysely'
import type { Impersonation } from '../../core/accounts/account-store.ts'
import type { DB } from '../database.ts'
import type { ImpersonationAuditTable } from './tables.ts'

export type ImpersonationAuditRow = Selectable<ImpersonationAuditTable>

interface Party {
  id: string
  username: string
}

export class ImpersonationsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async find(sessionId: string): Promise<Impersonation | undefined> {
    const row = await this.db
      .selectFrom('session_impersonations as i')
      .innerJoin('users as u', 'u.id', 'i.impersonator_user_id')
      .select([
        'i.impersonator_user_id',
        'i.impersonator_identifier_type',
        'i.impersonator_identifier',
        'u.email',
        'u.phone',
      ])
      .where('i.session_id', '=', sessionId)
      .executeTakeFirst()
    if (!row) return undefined
    return {
      impersonatorUserId: row.impersonator_user_id,
      impersonatorUsername: row.email ?? row.phone ?? '',
      identifierType: row.impersonator_identifier_type,
      identifier: row.impersonator_identifier,
    }
  }

  /**
   * Switches the session to `target`. A session already impersonating keeps its original administrator
   * and the identifier it will return to.
   */
  async start(input: {
    application: string
    sessionId: string
    actor: Party
    target: Party & { identifierType: 'email' | 'phone' }
    /** The session's own identifier, remembered on the first impersonation only. */
    returnTo: { type: string; identifier: string }
    now: Date
  }): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('session_impersonations')
        .values({
          session_id: input.sessionId,
          impersonator_user_id: input.actor.id,
          impersonator_identifier_type: input.returnTo.type,
          impersonator_identifier: input.returnTo.identifier,
          started_at: input.now,
        })
        .onConflict((oc) => oc.column('session_id').doNothing())
        .execute()
      await trx
        .updateTable('sessions')
        .set({
          user_id: input.target.id,
          identifier_type: input.target.identifierType,
          identifier: input.target.username,
        })
        .where('id', '=', input.sessionId)
        .execute()
      await trx
        .insertInto('impersonation_audit')
        .values({
          application: input.application,
          action: 'start',
          actor_user_id: input.actor.id,
          actor_username: input.actor.username,
          target_user_id: input.target.id,
          target_username: input.target.username,
          session_id: input.sessionId,
          created_at: input.now,
        })
        .execute()
    })
  }

  /** Gives the session back to the administrator and forgets the impersonation. */
  async restore(input: {
    application: string
    sessionId: string
    impersonation: Impersonation
    target: Party
    now: Date
  }): Promise<void> {
    const { impersonation } = input
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sessions')
        .set({
          user_id: impersonation.impersonatorUserId,
          identifier_type: impersonation.identifierType,
          identifier: impersonation.identifier,
        })
        .where('id', '=', input.sessionId)
        .execute()
      await trx.deleteFrom('session_impersonations').where('session_id', '=', input.sessionId).execute()
      await trx
        .insertInto('impersonation_audit')
        .values({
          application: input.application,
          action: 'restore',
          actor_user_id: impersonation.impersonatorUserId,
          actor_username: impersonation.impersonatorUsername,
          target_user_id: input.target.id,
          target_username: input.target.username,
          session_id: input.sessionId,
          created_at: input.now,
        })
        .execute()
    })
  }

  async auditTrail(application: string): Promise<ImpersonationAuditRow[]> {
    return this.db
      .selectFrom('impersonation_audit')
      .selectAll()
      .where('application', '=', application)
      .orderBy('id')
      .execute()
  }
}
