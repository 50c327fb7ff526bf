// The two-person-rule key store the vault talks to, as a port. It keeps the encrypted backup and its
// secret and releases them only against the 8-character code it sent to the user's email or phone.
// (The application server's share reaches the vault as a string, fetched over the user's session.)
// The HTTP adapter comes with the API.
import { isVaultCodeComplete } from '@relais/domain'
import type { IdentityBackup } from './backup.ts'
import { randomBytes } from './encoding.ts'
import { InvalidChallengeError } from './errors.ts'

export interface KeyStoreService {
  /** Sends an 8-character code to the user's verified email or phone. */
  sendChallenge(userId: string): Promise<void>
  /** Registration: stores the backup once the code proves the user controls their email or phone. */
  saveBackup(userId: string, challenge: string, backup: IdentityBackup): Promise<void>
  /** New device: InvalidChallengeError on a wrong or expired code. */
  releaseBackup(userId: string, challenge: string): Promise<IdentityBackup>
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

  async saveBackup(userId: string, challenge: string, backup: IdentityBackup): Promise<void> {
    this.consume(userId, challenge)
    this.backups.set(userId, structuredClone(backup))
  }

  async releaseBackup(userId: string, challenge: string): Promise<IdentityBackup> {
    this.consume(userId, challenge)
    const backup = this.backups.get(userId)
    if (!backup) throw new InvalidChallengeError()
    return structuredClone(backup)
  }
}
