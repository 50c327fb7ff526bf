// Sliding-window counters kept in the database, so that several API instances share them.
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'
import { hashKey } from './secrets.ts'

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export class RateLimiter {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly pepper: string,
    private readonly windowMs: number,
  ) {}

  /** Records one hit for (scope, key) and tells whether it stays within `limit` in the window. */
  async hit(scope: string, key: string, limit: number, now: Date): Promise<RateLimitResult> {
    const keyHash = hashKey(this.pepper, key)
    const since = new Date(now.getTime() - this.windowMs)
    // Old rows of this key are useless past the window; clearing them here keeps the table small.
    await this.db
      .deleteFrom('rate_limit_hits')
      .where('scope', '=', scope)
      .where('key_hash', '=', keyHash)
      .where('created_at', '<=', since)
      .execute()
    const row = await this.db
      .selectFrom('rate_limit_hits')
      .where('scope', '=', scope)
      .where('key_hash', '=', keyHash)
      .where('created_at', '>', since)
      .select((eb) => [eb.fn.countAll<string | number>().as('count'), eb.fn.min('created_at').as('oldest')])
      .executeTakeFirstOrThrow()
    // pg returns count(*) as a string, PGlite as a number.
    if (Number(row.count) >= limit) {
      return { allowed: false, retryAfterSeconds: retryAfter(row.oldest, this.windowMs, now) }
    }
    await this.db
      .insertInto('rate_limit_hits')
      .values({ scope, key_hash: keyHash, created_at: now })
      .execute()
    return { allowed: true }
  }
}

export function retryAfter(oldest: Date | string | null, windowMs: number, now: Date): number {
  if (!oldest) return Math.ceil(windowMs / 1000)
  const freeAt = new Date(oldest).getTime() + windowMs
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000))
}
