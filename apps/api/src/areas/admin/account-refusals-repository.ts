// What a sign-in tells a refused person: the latest review decision about their email or phone in the
// application, when it was a refusal. A refused account is deleted, so the decision is found by the
// identifiers the review kept; a later acceptance of an account with the same identifier supersedes it.
import type { Kysely } from 'kysely'
import type { DB } from '../database.ts'

export interface AccountRefusal {
  reason: string
  refusedAt: Date
}

export class AccountRefusalsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** `identifier` is normalised as accounts store it (lower-cased email, E.164 phone). */
  async latestFor(
    application: string,
    type: 'email' | 'phone',
    identifier: string,
  ): Promise<AccountRefusal | undefined> {
    const latest = await this.db
      .selectFrom('account_review_audit')
      .select(['decision', 'reason', 'created_at'])
      .where('application', '=', application)
      .where(type === 'email' ? 'target_email' : 'target_phone', '=', identifier)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
    if (latest?.decision !== 'declined' || latest.reason === null) return undefined
    return { reason: latest.reason, refusedAt: new Date(latest.created_at) }
  }
}
