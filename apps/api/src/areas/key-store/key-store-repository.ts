// Challenges, backups and claim keys of the key store, in its own tables (possibly its own database).
import type { Kysely } from 'kysely'
import type { components } from '@relais/api-client/schema'
import {
  OneTimeCodes,
  type CodeVerdict,
  type GuessCheck,
  type StoredCode,
} from '../../core/codes/one-time-codes.ts'
import type { KeyStoreDB } from './tables.ts'

export type ChallengePurpose = 'register' | 'release'
export type ClaimKey = components['schemas']['ClaimKey']

export class KeyStoreRepository {
  private readonly challenges: OneTimeCodes<'key_store_challenges', KeyStoreDB>

  constructor(private readonly db: Kysely<KeyStoreDB>) {
    this.challenges = new OneTimeCodes(db, 'key_store_challenges')
  }

  async createChallenge(values: {
    id: string
    userId: string
    purpose: ChallengePurpose
    codeHash: string
    createdAt: Date
    expiresAt: Date
  }): Promise<void> {
    await this.db
      .insertInto('key_store_challenges')
      .values({
        id: values.id,
        user_id: values.userId,
        purpose: values.purpose,
        code_hash: values.codeHash,
        created_at: values.createdAt,
        expires_at: values.expiresAt,
      })
      .execute()
  }

  async removeChallenge(id: string): Promise<void> {
    await this.challenges.remove(id)
  }

  /** Only the newest challenge of a user counts: asking for a new one retires the others. */
  async latestChallenge(userId: string) {
    return this.db
      .selectFrom('key_store_challenges')
      .where('user_id', '=', userId)
      .orderBy('seq', 'desc')
      .select(['id', 'purpose', 'code_hash', 'expires_at', 'spent_at', 'spent_reason'])
      .executeTakeFirst()
  }

  /** Checks a guess against the newest challenge (`latestChallenge`): see OneTimeCodes.verify. */
  verifyChallenge(challenge: StoredCode | undefined, check: GuessCheck): Promise<CodeVerdict> {
    return this.challenges.verify(challenge, check)
  }

  async hasBackup(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('key_store_backups')
      .where('user_id', '=', userId)
      .select('user_id')
      .executeTakeFirst()
    return row !== undefined
  }

  /** false when the user has one already (a backup is registered once). */
  async saveBackup(
    userId: string,
    backup: { encryptedBackup: string; keyStoreSecret: string },
    now: Date,
  ): Promise<boolean> {
    const row = await this.db
      .insertInto('key_store_backups')
      .values({
        user_id: userId,
        encrypted_backup: backup.encryptedBackup,
        key_store_secret: backup.keyStoreSecret,
        created_at: now,
      })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .returning('user_id')
      .executeTakeFirst()
    return row !== undefined
  }

  async releaseBackup(
    userId: string,
    now: Date,
  ): Promise<{ encryptedBackup: string; keyStoreSecret: string } | undefined> {
    const row = await this.db
      .updateTable('key_store_backups')
      .set({ last_released_at: now })
      .where('user_id', '=', userId)
      .returning(['encrypted_backup', 'key_store_secret'])
      .executeTakeFirst()
    return row && { encryptedBackup: row.encrypted_backup, keyStoreSecret: row.key_store_secret }
  }

  /** false when the claim id is taken. */
  async depositClaimKey(
    deposit: { claimId: string; userId: string; depositorId: string; overEncryptionKey: string },
    now: Date,
  ): Promise<boolean> {
    const row = await this.db
      .insertInto('key_store_claim_keys')
      .values({
        claim_id: deposit.claimId,
        user_id: deposit.userId,
        depositor_id: deposit.depositorId,
        over_encryption_key: deposit.overEncryptionKey,
        created_at: now,
      })
      .onConflict((oc) => oc.column('claim_id').doNothing())
      .returning('claim_id')
      .executeTakeFirst()
    return row !== undefined
  }

  /** The keys deposited for the user and not deleted yet, oldest first. */
  async claimKeysOf(userId: string): Promise<ClaimKey[]> {
    const rows = await this.db
      .selectFrom('key_store_claim_keys')
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('claim_id')
      .select(['claim_id', 'over_encryption_key'])
      .execute()
    return rows.map((r) => ({ claimId: r.claim_id, overEncryptionKey: r.over_encryption_key }))
  }

  /** false when the user has no such key. */
  async deleteClaimKey(userId: string, claimId: string): Promise<boolean> {
    const row = await this.db
      .deleteFrom('key_store_claim_keys')
      .where('claim_id', '=', claimId)
      .where('user_id', '=', userId)
      .returning('claim_id')
      .executeTakeFirst()
    return row !== undefined
  }
}
