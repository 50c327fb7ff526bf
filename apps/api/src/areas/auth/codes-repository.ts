// The sign-in codes (`passwordless_codes`): written, found by identifier, checked by core's verifier.
import type { Kysely } from 'kysely'
import {
  OneTimeCodes,
  type CodeVerdict,
  type GuessCheck,
  type StoredCode,
} from '../../core/codes/one-time-codes.ts'
import type { IdentifierType } from '../../core/identifiers.ts'
import type { DB } from '../database.ts'

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
      .select(['id', 'code_hash', 'expires_at', 'spent_at', 'spent_reason'])
      .executeTakeFirst()
  }

  /** Checks a guess against the newest code (`latest`): see OneTimeCodes.verify. */
  verify(code: StoredCode | undefined, check: GuessCheck): Promise<CodeVerdict> {
    return this.codes.verify(code, check)
  }
}
