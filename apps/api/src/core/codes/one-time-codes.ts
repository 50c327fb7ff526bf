// One-time codes kept as HMACs (never the code itself), shared by the sign-in codes (passwordless_codes),
// the identifier changes (identifier_changes) and the key store's challenges (key_store_challenges):
// single use, an expiry, and a budget of guesses per code. Each repository keeps its own keys (who the
// code is for) and finds the newest code; checking a guess against it happens here only.
//
// A guess is compared with the code only after it has reserved one of the code's attempts in a single
// conditional UPDATE, so however many guesses arrive at once, at most `limit` are ever checked: reading
// the counter, comparing and then incrementing would let every concurrent guess through the check.
import type { ColumnType, Generated, Kysely } from 'kysely'

/** The columns a one-time code table has in common. */
export interface OneTimeCodeColumns {
  id: string
  code_hash: string
  /** Guesses checked against this code, the right one included. */
  attempts: Generated<number>
  expires_at: ColumnType<Date, Date | string, Date | string>
  spent_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  spent_reason: ColumnType<string | null, 'used' | 'locked' | null | undefined, 'used' | 'locked'>
}

/** What a table must have to hold one-time codes (its column types may be narrower). */
type CodeTable = Record<keyof OneTimeCodeColumns, unknown>

/** A code as its repository read it. */
export interface StoredCode {
  id: string
  code_hash: string
  expires_at: Date | string
  spent_at: Date | string | null
  spent_reason: string | null
}

/**
 * `accepted`: the code is now spent by this guess. `invalid`: no such code, expired, already used, or a
 * wrong guess with attempts left. `locked`: no attempt left (the caller answers 429).
 */
export type CodeVerdict = 'accepted' | 'invalid' | 'locked'

export interface GuessCheck {
  /** Whether the guess is the code, given the stored HMAC; called only once an attempt is reserved. */
  matches(codeHash: string): boolean
  /** Guesses a code may be checked against; the one that uses the last attempt locks it when wrong. */
  limit: number
  now: Date
}

export class OneTimeCodes<T extends string, D extends Record<T, CodeTable>> {
  // Typed against one name for all: the queries are the same whichever table holds the codes.
  private readonly db: Kysely<{ codes: OneTimeCodeColumns }>
  private readonly table: 'codes'

  constructor(db: Kysely<D>, table: T) {
    this.db = db as unknown as Kysely<{ codes: OneTimeCodeColumns }>
    this.table = table as string as 'codes'
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom(this.table).where('id', '=', id).execute()
  }

  /**
   * Checks a guess against `code` (the newest of its owner, as the repository found it) and spends the
   * code when it is right. The guess is checked only if it reserved an attempt first; the guess that
   * reserves the last attempt and is wrong locks the code.
   */
  async verify(code: StoredCode | undefined, { matches, limit, now }: GuessCheck): Promise<CodeVerdict> {
    if (!code) return 'invalid'
    if (code.spent_reason === 'locked') return 'locked'
    if (code.spent_at !== null || now.getTime() >= new Date(code.expires_at).getTime()) return 'invalid'

    const attempt = await this.reserveAttempt(code.id, limit, now)
    if (attempt === undefined) return this.whyNotReserved(code.id, now)
    if (matches(code.code_hash)) return (await this.spend(code.id, now)) ? 'accepted' : 'invalid'
    if (attempt >= limit) {
      await this.db
        .updateTable(this.table)
        .set({ spent_at: now, spent_reason: 'locked' })
        .where('id', '=', code.id)
        .where('spent_at', 'is', null)
        .execute()
      return 'locked'
    }
    return 'invalid'
  }

  /** Takes one attempt of the code in one statement; undefined when none is left or it is unusable. */
  private async reserveAttempt(id: string, limit: number, now: Date): Promise<number | undefined> {
    const row = await this.db
      .updateTable(this.table)
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('spent_at', 'is', null)
      .where('attempts', '<', limit)
      .where('expires_at', '>', now)
      .returning('attempts')
      .executeTakeFirst()
    return row?.attempts
  }

  /** After a refused reservation: locked when the attempts ran out, invalid when it was used or expired. */
  private async whyNotReserved(id: string, now: Date): Promise<CodeVerdict> {
    const row = await this.db
      .selectFrom(this.table)
      .where('id', '=', id)
      .select(['spent_reason', 'expires_at'])
      .executeTakeFirst()
    if (!row || row.spent_reason === 'used' || now.getTime() >= new Date(row.expires_at).getTime()) {
      return 'invalid'
    }
    return 'locked'
  }

  /**
   * Marks the code used; false when another guess used it first (single use). A right guess that
   * reserved its attempt before the last wrong one locked the code still wins: it was within the budget.
   */
  private async spend(id: string, now: Date): Promise<boolean> {
    const row = await this.db
      .updateTable(this.table)
      .set({ spent_at: now, spent_reason: 'used' })
      .where('id', '=', id)
      .where((eb) => eb.or([eb('spent_at', 'is', null), eb('spent_reason', '=', 'locked')]))
      .returning('id')
      .executeTakeFirst()
    return row !== undefined
  }
}
