// Identifier changes waiting for their code (`identifier_changes`, a one-time code table): written,
// found newest first, checked by core's verifier.
import type { Kysely } from 'kysely'
import {
  OneTimeCodes,
  type CodeVerdict,
  type GuessCheck,
  type StoredCode,
} from '../../core/codes/one-time-codes.ts'
import type { IdentifierType } from '../../core/identifiers.ts'
import type { DB } from '../database.ts'

export class IdentifierChangesRepository {
  private readonly codes: OneTimeCodes<'identifier_changes', DB>

  constructor(private readonly db: Kysely<DB>) {
    this.codes = new OneTimeCodes(db, 'identifier_changes')
  }

  async create(values: {
    id: string
    userId: string
    application: string
    type: IdentifierType
    identifier: string
    codeHash: string
    createdAt: Date
    expiresAt: Date
  }): Promise<void> {
    await this.db
      .insertInto('identifier_changes')
      .values({
        id: values.id,
        user_id: values.userId,
        application: values.application,
        identifier_type: values.type,
        identifier: values.identifier,
        code_hash: values.codeHash,
        created_at: values.createdAt,
        expires_at: values.expiresAt,
        spent_at: null,
        spent_reason: null,
      })
      .execute()
  }

  remove(id: string): Promise<void> {
    return this.codes.remove(id)
  }

  /** Only the newest change of a type counts: asking again retires the previous code. */
  latest(userId: string, type: IdentifierType) {
    return this.db
      .selectFrom('identifier_changes')
      .select(['id', 'identifier', 'code_hash', 'expires_at', 'spent_at', 'spent_reason'])
      .where('user_id', '=', userId)
      .where('identifier_type', '=', type)
      .orderBy('seq', 'desc')
      .executeTakeFirst()
  }

  /** Checks a guess against the newest change (`latest`): see OneTimeCodes.verify. */
  verify(change: StoredCode | undefined, check: GuessCheck): Promise<CodeVerdict> {
    return this.codes.verify(change, check)
  }
}
