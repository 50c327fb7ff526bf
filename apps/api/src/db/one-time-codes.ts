// One-time codes kept as HMACs (never the code itself), shared by the sign-in codes (passwordless_codes)
// and the key store's challenges (key_store_challenges): single use, an expiry, and a count of wrong
// tries that locks the code. Each repository keeps its own keys (who the code is for) and the newest
// code counts; what happens to a code once found is here.
import type { ColumnType, Generated, Kysely } from 'kysely'

/** The columns a one-time code table has in common. */
export interface OneTimeCodeColumns {
  id: string
  wrong_attempts: Generated<number>
  spent_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  spent_reason: ColumnType<string | null, 'used' | 'locked' | null | undefined, 'used' | 'locked'>
}

/** What a table must have to hold one-time codes (its column types may be narrower). */
type CodeTable = Record<keyof OneTimeCodeColumns, unknown>

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

  /** Counts a wrong try atomically and locks the code at `limit`; returns the new count. */
  async recordWrongAttempt(id: string, limit: number, now: Date): Promise<number> {
    const row = await this.db
      .updateTable(this.table)
      .set((eb) => ({ wrong_attempts: eb('wrong_attempts', '+', 1) }))
      .where('id', '=', id)
      .returning('wrong_attempts')
      .executeTakeFirstOrThrow()
    if (row.wrong_attempts >= limit) {
      await this.db
        .updateTable(this.table)
        .set({ spent_at: now, spent_reason: 'locked' })
        .where('id', '=', id)
        .execute()
    }
    return row.wrong_attempts
  }

  /** Marks the code used; false when another request used or locked it first (single use). */
  async spend(id: string, now: Date): Promise<boolean> {
    const row = await this.db
      .updateTable(this.table)
      .set({ spent_at: now, spent_reason: 'used' })
      .where('id', '=', id)
      .where('spent_at', 'is', null)
      .returning('id')
      .executeTakeFirst()
    return row !== undefined
  }
}
