// Sliding-window counters kept in the database, so that several API instances share them.
//
// One row per (scope, key) holds the times of the hits still in the window. A hit is one upsert that
// drops the hits gone out of the window and appends the new one only while fewer than `limit` remain:
// PostgreSQL locks the row for the statement, so concurrent hits on one key queue and each sees the
// previous one's result, and a limit holds at exactly its value however many requests arrive at once.
// Counting first and inserting afterwards, in two statements, let every concurrent request through.
import { sql, type Kysely } from 'kysely'
import { hashKey } from '../codes/secrets.ts'
import type { RateLimitTables } from '../tables.ts'

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/** The rate-limit key of an identifier: sign-in codes and identifier-change codes share its budget. */
export const identifierLimitKey = (application: string, type: string, identifier: string) =>
  `${application}\n${type}\n${identifier}`

export class RateLimiter<D extends RateLimitTables = RateLimitTables> {
  /** When this instance last removed the rows whose window has passed; -Infinity: never. */
  private lastPurgeAt = Number.NEGATIVE_INFINITY
  private readonly db: Kysely<RateLimitTables>

  /** `db` holds `rate_limits`: the application database, or the key store's own. */
  constructor(
    db: Kysely<D>,
    private readonly pepper: string,
    private readonly windowMs: number,
  ) {
    this.db = db as unknown as Kysely<RateLimitTables>
  }

  /** Records one hit for (scope, key) and tells whether it stays within `limit` in the window. */
  async hit(scope: string, key: string, limit: number, now: Date): Promise<RateLimitResult> {
    await this.purgeIfDue(now)
    if (limit < 1) return { allowed: false, retryAfterSeconds: Math.ceil(this.windowMs / 1000) }
    const keyHash = hashKey(this.pepper, key)
    const since = new Date(now.getTime() - this.windowMs)
    const expiresAt = new Date(now.getTime() + this.windowMs)
    // The WHERE of DO UPDATE sees the row as the previous hit left it; when it is false nothing is
    // written and nothing returned: the hit is refused and not recorded.
    const { rows } = await sql<{ allowed: number }>`
      insert into rate_limits as r (scope, key_hash, hits, expires_at)
      values (${scope}, ${keyHash}, array[${now}::timestamptz], ${expiresAt})
      on conflict (scope, key_hash) do update
        set hits = array(select h from unnest(r.hits) as h where h > ${since} order by h) || ${now}::timestamptz,
            expires_at = greatest(r.expires_at, excluded.expires_at)
        where (select count(*) from unnest(r.hits) as h where h > ${since}) < ${limit}
      returning 1 as allowed`.execute(this.db)
    if (rows.length > 0) return { allowed: true }
    return { allowed: false, retryAfterSeconds: await this.retryAfterSeconds(scope, keyHash, limit, now) }
  }

  /** Seconds until a hit would be allowed again: when enough of the window's hits have left it. */
  private async retryAfterSeconds(scope: string, keyHash: string, limit: number, now: Date): Promise<number> {
    const since = new Date(now.getTime() - this.windowMs)
    const { rows } = await sql<{ at: number | string }>`
      select (extract(epoch from h) * 1000)::float8 as at
      from rate_limits as r cross join lateral unnest(r.hits) as h
      where r.scope = ${scope} and r.key_hash = ${keyHash} and h > ${since}
      order by h`.execute(this.db)
    // With n hits in the window, the (n - limit + 1)th oldest leaving it brings the count below the limit.
    const freeing = rows[rows.length - limit]
    return retryAfter(freeing ? new Date(Number(freeing.at)) : null, this.windowMs, now)
  }

  /**
   * Keys seen once are never hit again, so rows whose window has passed are removed, at most once per
   * window by each limiter: one indexed delete, and a purged row counts exactly as a missing one.
   */
  private async purgeIfDue(now: Date): Promise<void> {
    if (now.getTime() - this.lastPurgeAt < this.windowMs) return
    this.lastPurgeAt = now.getTime()
    await this.db.deleteFrom('rate_limits').where('expires_at', '<=', now).execute()
  }
}

function retryAfter(oldest: Date | string | null, windowMs: number, now: Date): number {
  if (!oldest) return Math.ceil(windowMs / 1000)
  const freeAt = new Date(oldest).getTime() + windowMs
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000))
}
