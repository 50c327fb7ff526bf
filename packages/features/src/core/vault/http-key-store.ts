// The vault's KeyStoreService port over the API's key store (/key-store/*), and the application server's
// share (GET /keys/backup-share). The two halves of the backup key arrive by separate routes: the key
// store never sees the share, the application server never sees the backup.
import { asApiError, type ApiClient } from '@relais/api-client'
import {
  InvalidChallengeError,
  VaultError,
  assertChallengeFormat,
  type ClaimKey,
  type IdentityBackup,
  type KeyStoreService,
} from '@relais/vault'
import { keyServiceError } from './http-key-directory.ts'

export interface ChallengeOptions {
  /**
   * true to save a first backup, false to release the existing one. Left out, the adapter asks the
   * directory: a user without a published identity is registering (as the vault decides).
   */
  isRegistering?: boolean
}

export interface ChallengeSent {
  channel: 'email' | 'sms'
  /** How long the code can be typed, for the unlock dialog to say so. */
  validityMinutes: number
}

/** The key store's codes last 10 minutes (apps/api's key-store area). */
const KEY_STORE_CODE_VALIDITY_MINUTES = 10

export class HttpKeyStoreService implements KeyStoreService {
  constructor(private readonly client: ApiClient) {}

  private async isRegistering(userId: string): Promise<boolean> {
    const { response, error } = await this.client.GET('/keys/identities/{userId}', {
      params: { path: { userId } },
    })
    if (response.ok) return false
    if (response.status === 404) return true
    throw keyServiceError(response, error)
  }

  /** The code goes to the account's email (phone when it has none); the API knows which account. */
  async sendChallenge(userId: string, options: ChallengeOptions = {}): Promise<void> {
    await this.requestChallenge(userId, options)
  }

  /** sendChallenge, answering which channel the key store used (for the unlock dialog to say so). */
  async requestChallenge(userId: string, options: ChallengeOptions = {}): Promise<ChallengeSent> {
    const isRegistering = options.isRegistering ?? (await this.isRegistering(userId))
    const { data, response, error } = await this.client.POST('/key-store/challenge', {
      body: { isRegistering },
    })
    if (!data) throw keyServiceError(response, error)
    return { channel: data.channel, validityMinutes: KEY_STORE_CODE_VALIDITY_MINUTES }
  }

  async saveBackup(_userId: string, challenge: string, backup: IdentityBackup): Promise<ClaimKey[]> {
    assertChallengeFormat(challenge)
    const { data, response, error } = await this.client.POST('/key-store/backup', {
      body: { challenge, backup },
    })
    if (data) return data.claimKeys
    if (asApiError(error)?.code === 'INVALID_CHALLENGE') throw new InvalidChallengeError()
    // Not the ignorable 'Already registered' of the directory: this backup was NOT stored, and
    // publishing an identity it cannot restore would strand the user on their next device.
    if (response.status === 409) throw new VaultError('ALREADY_REGISTERED', 'Backup already registered')
    throw keyServiceError(response, error)
  }

  async releaseBackup(
    _userId: string,
    challenge: string,
  ): Promise<IdentityBackup & { claimKeys: ClaimKey[] }> {
    assertChallengeFormat(challenge)
    const { data, response, error } = await this.client.POST('/key-store/backup/release', {
      body: { challenge },
    })
    if (data) return data
    if (asApiError(error)?.code === 'INVALID_CHALLENGE') throw new InvalidChallengeError()
    throw keyServiceError(response, error)
  }

  async depositClaimKey(claimId: string, userId: string, overEncryptionKey: string): Promise<void> {
    const { response, error } = await this.client.POST('/key-store/claim-keys', {
      body: { claimId, userId, overEncryptionKey },
    })
    if (!response.ok) throw keyServiceError(response, error)
  }

  async deleteClaimKey(claimId: string): Promise<void> {
    const { response, error } = await this.client.DELETE('/key-store/claim-keys/{claimId}', {
      params: { path: { claimId } },
    })
    // Already gone is what was asked.
    if (!response.ok && response.status !== 404) throw keyServiceError(response, error)
  }
}

/** The application server's share of the signed-in user's backup key. */
export class HttpAppServerShareSource {
  constructor(private readonly client: ApiClient) {}

  /** `userId` is the signed-in user's: the API answers for the session's account only. */
  async getShare(_userId?: string): Promise<string> {
    const { data, response, error } = await this.client.GET('/keys/backup-share')
    if (data) return data.share
    throw keyServiceError(response, error)
  }
}
