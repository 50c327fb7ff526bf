import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'
import { OneTimeCodes } from '../../db/one-time-codes.ts'
import type { IdentifierType } from './identifier.ts'

export interface IdentifierKey {
  application: string
  type: IdentifierType
  identifier: string
}

export class CodesRepository {
  private readonly codes: OneTimeCodes<'passwordless_codes', DB>

  constructor(private readonly db: Kysely<DB>) {
    this.codes = new OneTimeCodes(db, 'passwordless_codes')
  }

  async countSince(key: IdentifierKey, since: Date): Promise<{ count: number; oldest: Date | null }> {
    const row = await this.db
      .selectFrom('passwordless_codes')
      .where('application', '=', key.application)
      .where('identifier_type', '=', key.type)
      .where('identifier', '=', key.identifier)
      .where('created_at', '>', since)
      .select((eb) => [eb.fn.countAll<string | number>().as('count'), eb.fn.min('created_at').as('oldest')])
      .executeTakeFirstOrThrow()
    return { count: Number(row.count), oldest: row.oldest ? new Date(row.oldest) : null }
  }

  async create(
    key: IdentifierKey,
    values: { id: string; codeHash: string; createdAt: Date; expiresAt: Date },
  ): Promise<void> {
    await this.db
      .insertInto('passwordless_codes')
      .values({
        id: values.id,
        application: key.application,
        identifier_type: key.type,
        identifier: key.identifier,
        code_hash: values.codeHash,
        created_at: values.createdAt,
        expires_at: values.expiresAt,
        spent_at: null,
        spent_reason: null,
      })
      .execute()
  }

  async remove(id: string): Promise<void> {
    await this.codes.remove(id)
  }

  /** Only the newest code counts: asking for a new one retires the previous ones. */
  async latest(key: IdentifierKey) {
    return this.db
      .selectFrom('passwordless_codes')
      .where('application', '=', key.application)
      .where('identifier_type', '=', key.type)
      .where('identifier', '=', key.identifier)
      .orderBy('seq', 'desc')
      .select(['id', 'code_hash', 'wrong_attempts', 'expires_at', 'spent_at', 'spent_reason'])
      .executeTakeFirst()
  }

  /** Counts a wrong try atomically and locks the code at `limit`; returns the new count. */
  recordWrongAttempt(id: string, limit: number, now: Date): Promise<number> {
    return this.codes.recordWrongAttempt(id, limit, now)
  }

  /** Marks the code used; false when another request used or locked it first (single use). */
  spend(id: string, now: Date): Promise<boolean> {
    return this.codes.spend(id, now)
  }
}
