// Each practitioner's calendar link, by the hash of its secret: at most one per practitioner, replaced
// when renewed, removed when revoked.
import type { Kysely } from 'kysely'
import type { DB } from '../database.ts'

interface NewCalendarFeed {
  application: string
  practitionerId: string
  /** `hashToken` of the secret (core/codes/secrets.ts). */
  secretHash: string
  now: Date
}

export class CalendarFeedsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The practitioner's link in force (its id, when it was made); undefined when they have none. */
  async find(
    application: string,
    practitionerId: string,
  ): Promise<{ id: string; createdAt: Date } | undefined> {
    const row = await this.db
      .selectFrom('calendar_feeds')
      .select(['id', 'created_at'])
      .where('application', '=', application)
      .where('practitioner_user_id', '=', practitionerId)
      .executeTakeFirst()
    return row && { id: row.id, createdAt: new Date(row.created_at) }
  }

  /**
   * Keeps this secret's hash in place of the practitioner's previous one, whose link then finds nothing;
   * answers the feed's id, the same as before when it replaces one.
   */
  async replace(feed: NewCalendarFeed): Promise<string> {
    const row = await this.db
      .insertInto('calendar_feeds')
      .values({
        practitioner_user_id: feed.practitionerId,
        application: feed.application,
        secret_hash: feed.secretHash,
        created_at: feed.now,
      })
      .onConflict((oc) =>
        oc.column('practitioner_user_id').doUpdateSet({ secret_hash: feed.secretHash, created_at: feed.now }),
      )
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }

  async remove(application: string, practitionerId: string): Promise<void> {
    await this.db
      .deleteFrom('calendar_feeds')
      .where('application', '=', application)
      .where('practitioner_user_id', '=', practitionerId)
      .execute()
  }

  /**
   * The practitioner whose link has this hash, while their account is active: an account suspended or
   * awaiting review publishes nothing.
   */
  async byHash(secretHash: string): Promise<{ application: string; practitionerId: string } | undefined> {
    const row = await this.db
      .selectFrom('calendar_feeds as f')
      .innerJoin('users as u', 'u.id', 'f.practitioner_user_id')
      .select(['f.application', 'f.practitioner_user_id'])
      .where('f.secret_hash', '=', secretHash)
      .where('u.active', '=', true)
      .executeTakeFirst()
    return row && { application: row.application, practitionerId: row.practitioner_user_id }
  }
}
