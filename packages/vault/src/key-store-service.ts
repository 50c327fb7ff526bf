// The two-person-rule key store the vault talks to, as a port. It keeps the encrypted backup and its
// secret and releases them only against the 8-character code it sent to the user's email or phone.
// (The application server's share reaches the vault as a string, fetched over the user's session.)
// The HTTP adapter comes with the API.
import { isVaultCodeComplete } from '@relais/domain'
import type { IdentityBackup } from './backup.ts'
import { randomBytes } from './encoding.ts'
import { InvalidChallengeError } from './errors.ts'

/** A claim's over-encryption key, as the key store gives it to the user it was deposited for. */
export interface ClaimKey {
  claimId: string
  /** 32 bytes, base64url */
  overEncryptionKey: string
}

export interface KeyStoreService {
  /** Sends an 8-character code to the user's verified email or phone. */
  sendChallenge(userId: string): Promise<void>
  /**
   * Registration: stores the backup once the code proves the user controls their email or phone, and
   * answers the claim keys deposited for them, which that same proof releases.
   */
  saveBackup(userId: string, challenge: string, backup: IdentityBackup): Promise<ClaimKey[]>
  /** New device: InvalidChallengeError on a wrong or expired code. */
  releaseBackup(userId: string, challenge: string): Promise<IdentityBackup & { claimKeys: ClaimKey[] }>
  /** Keeps a claim's key for `userId` (any account may: a claim gives access to them, not to it). */
  depositClaimKey(claimId: string, userId: string, overEncryptionKey: string): Promise<void>
  /** Forgets a claim key of the signed-in user once its claim is converted. */
  deleteClaimKey(claimId: string): Promise<void>
}

/** Refuses a malformed code before any network call: 'Invalid challenge', as the key store would. */
export function assertChallengeFormat(challenge: string): void {
  if (!isVaultCodeComplete(challenge)) throw new InvalidChallengeError()
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

/**
 * TEST-ONLY key store kept in memory. `sentCodes` plays the dev outbox. Codes are single use; there is
 * no rate limiting here (the API's key store limits tries).
 */
export class MemoryKeyStoreService implements KeyStoreService {
  readonly sentCodes = new Map<string, string>()
  private readonly backups = new Map<string, IdentityBackup>()
  /** Every claim key by id, with its user: public so that tests can play a key store that leaks. */
  readonly claimKeys = new Map<string, ClaimKey & { userId: string }>()
  /** Whose session deletes: this memory store serves every user of a test at once. */
  currentUserId: string | null = null

  async sendChallenge(userId: string): Promise<void> {
    // 36 does not divide 256: rejection sampling keeps the code uniform.
    let code = ''
    while (code.length < 8) {
      for (const byte of randomBytes(16)) {
        if (byte < 252 && code.length < 8) code += ALPHABET[byte % 36]
      }
    }
    this.sentCodes.set(userId, code)
  }

  private consume(userId: string, challenge: string) {
    const expected = this.sentCodes.get(userId)
    this.sentCodes.delete(userId)
    if (!expected || expected !== challenge) throw new InvalidChallengeError()
  }

  private claimKeysOf(userId: string): ClaimKey[] {
    return [...this.claimKeys.values()]
      .filter((key) => key.userId === userId)
      .map(({ claimId, overEncryptionKey }) => ({ claimId, overEncryptionKey }))
  }

  async saveBackup(userId: string, challenge: string, backup: IdentityBackup): Promise<ClaimKey[]> {
    this.consume(userId, challenge)
    this.backups.set(userId, structuredClone(backup))
    return this.claimKeysOf(userId)
  }

  async releaseBackup(
    userId: string,
    challenge: string,
  ): Promise<IdentityBackup & { claimKeys: ClaimKey[] }> {
    this.consume(userId, challenge)
    const backup = this.backups.get(userId)
    if (!backup) throw new InvalidChallengeError()
    return { ...structuredClone(backup), claimKeys: this.claimKeysOf(userId) }
  }

  async depositClaimKey(claimId: string, userId: string, overEncryptionKey: string): Promise<void> {
    if (this.claimKeys.has(claimId)) throw new Error('Claim key exists')
    this.claimKeys.set(claimId, { claimId, userId, overEncryptionKey })
  }

  async deleteClaimKey(claimId: string): Promise<void> {
    const key = this.claimKeys.get(claimId)
    if (key && (this.currentUserId === null || key.userId === this.currentUserId))
      this.claimKeys.delete(claimId)
  }
}
