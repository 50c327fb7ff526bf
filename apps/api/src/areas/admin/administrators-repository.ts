// Administrator grants. An account is an administrator because a row here says so, put there by the
// configuration (ADMIN_EMAILS, the first administrators), the demo seed, or another administrator of
// the same application. Every grant and removal is appended to `administrator_audit`, which the
// database refuses to update or delete.
import type { Kysely } from 'kysely'
import type { DB } from '../database.ts'

export interface Administrator {
  userId: string
  username: string
  name: string
  grantedAt: Date
  grantedBy: string
}

/** Who grants or removes: an administrator's account, or `configuration` / `seed` with no account. */
export interface GrantActor {
  id: string | null
  username: string
}

export type RevokeOutcome = 'revoked' | 'not-admin' | 'last-admin'

export class AdministratorsRepository {
  /** `db` may be a transaction already (the seed's): the grant then joins it. */
  constructor(private readonly db: Kysely<DB>) {}

  private inTransaction<T>(work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
    return this.db.isTransaction ? work(this.db) : this.db.transaction().execute(work)
  }

  async list(application: string): Promise<Administrator[]> {
    const rows = await this.db
      .selectFrom('administrators as a')
      .innerJoin('users as u', 'u.id', 'a.user_id')
      .leftJoin('profiles as p', 'p.user_id', 'u.id')
      .select([
        'a.user_id',
        'a.granted_at',
        'a.granted_by',
        'u.email',
        'u.phone',
        'p.given_name',
        'p.family_name',
      ])
      .where('a.application', '=', application)
      .orderBy('a.granted_at')
      .orderBy('u.email')
      .execute()
    return rows.map((row) => ({
      userId: row.user_id,
      username: row.email ?? row.phone ?? '',
      name: `${row.given_name ?? ''} ${row.family_name ?? ''}`.trim(),
      grantedAt: new Date(row.granted_at),
      grantedBy: row.granted_by,
    }))
  }

  async isAdmin(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('administrators')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst()
    return row !== undefined
  }

  /** Grants `target`; false when it already was an administrator (nothing is written then). */
  async grant(input: {
    application: string
    target: { id: string; username: string }
    actor: GrantActor
    now: Date
  }): Promise<boolean> {
    return this.inTransaction(async (trx) => {
      const inserted = await trx
        .insertInto('administrators')
        .values({
          user_id: input.target.id,
          application: input.application,
          granted_by_user_id: input.actor.id,
          granted_by: input.actor.username,
          granted_at: input.now,
        })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .returning('user_id')
        .executeTakeFirst()
      if (!inserted) return false
      await this.audit(trx, 'grant', input)
      return true
    })
  }

  /**
   * Removes `target`'s grant, unless it is the application's last administrator: nobody could then
   * grant again without a restart with ADMIN_EMAILS.
   */
  async revoke(input: {
    application: string
    target: { id: string; username: string }
    actor: GrantActor
    now: Date
  }): Promise<RevokeOutcome> {
    return this.inTransaction(async (trx) => {
      // Locks the application's grants, so two administrators removing each other at once cannot
      // both see the other one remaining.
      const grants = await trx
        .selectFrom('administrators')
        .select('user_id')
        .where('application', '=', input.application)
        .forUpdate()
        .execute()
      if (!grants.some((g) => g.user_id === input.target.id)) return 'not-admin'
      if (grants.length <= 1) return 'last-admin'
      await trx.deleteFrom('administrators').where('user_id', '=', input.target.id).execute()
      await this.audit(trx, 'revoke', input)
      return 'revoked'
    })
  }

  /** The accounts (of every application) whose email is one of `emails` and that hold no grant yet. */
  async ungrantedAccountsWithEmails(emails: readonly string[]) {
    if (emails.length === 0) return []
    return this.db
      .selectFrom('users as u')
      .leftJoin('administrators as a', 'a.user_id', 'u.id')
      .select(['u.id', 'u.application', 'u.email'])
      .where('u.email', 'in', emails)
      .where('a.user_id', 'is', null)
      .execute()
  }

  private async audit(
    trx: Kysely<DB>,
    action: 'grant' | 'revoke',
    input: { application: string; target: { id: string; username: string }; actor: GrantActor; now: Date },
  ) {
    await trx
      .insertInto('administrator_audit')
      .values({
        application: input.application,
        action,
        actor_user_id: input.actor.id,
        actor_username: input.actor.username,
        target_user_id: input.target.id,
        target_username: input.target.username,
        created_at: input.now,
      })
      .execute()
  }
}

/**
 * The first administrators: every account whose email is in ADMIN_EMAILS gets a grant, at each start
 * (idempotent). Emails reach an account only once their owner typed the code sent to them.
 */
export async function grantConfiguredAdministrators(
  administrators: AdministratorsRepository,
  emails: readonly string[],
  now: Date,
  logger?: { info(object: object, message: string): void },
): Promise<void> {
  for (const account of await administrators.ungrantedAccountsWithEmails(emails)) {
    const granted = await administrators.grant({
      application: account.application,
      target: { id: account.id, username: account.email ?? '' },
      actor: { id: null, username: 'configuration' },
      now,
    })
    if (granted) logger?.info({ application: account.application }, 'administrator granted from ADMIN_EMAILS')
  }
}
