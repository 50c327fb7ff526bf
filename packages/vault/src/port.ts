// The vault as the browser's features use it: one user's identity on this device, the groups and the
// encryption sessions it reaches, and the two-person-rule registration and recovery. Two implementations
// sit behind it: the embedded `Vault` (WebCrypto, the application's key directory and key store) and
// `SealdVault` (`@relais/vault/seald`, Seald's SDK and SSKS). Both write the contract's
// `EncryptedEnvelope` and the vault's chunked file format, so the API stores the same shapes whichever
// is configured. What they do differently is declared in `capabilities`, never guessed by callers.
import type { EncryptedEnvelope } from './envelope.ts'
import type { FileCipherCallOptions } from './file-cipher.ts'
import type { FileInput } from './file-format.ts'
import type { KeyStoreService } from './key-store-service.ts'
import type { Recipients } from './recipients.ts'

export interface TwoPersonRuleRequest {
  userId: string
  /** The 8-character code the key store sent to the user's email or phone. */
  challenge: string
  /** The application's key store. SealdVault does not use it: SSKS is its key store. */
  keyStore: KeyStoreService
  /** The application server's share of the backup key for this user (Seald: the `twoManRuleKey`). */
  appServerShare: string
}

/** What an unlock did with the claims made for this user before they had an identity. */
export interface ClaimConversion {
  /** The sessions this user now reads, one per claim converted. */
  sessionIds: string[]
  /** Claims that could not be converted now; their keys stay in the key store for the next code. */
  failed: number
}

/** How an implementation differs where the features' behaviour depends on it. */
export interface VaultCapabilities {
  /**
   * true: revoking a recipient, or removing a member from a group, starts a new content key, so what is
   * written afterwards stays closed to them even if they kept every key they ever held. false: access
   * ends on the service's side (they can no longer retrieve the session), but the session keeps its
   * key, so a copy of it kept by the revoked user's device opens later content too.
   */
  readonly rotatesKeysOnRevocation: boolean
  /** Whether `SessionPort.addClaim` can share a session with a user who has no identity yet. */
  readonly keyClaims: boolean
}

/** A group as the features see it: its id, its name, and its members when this user may list them. */
export interface VaultGroup {
  groupId: string
  name: string
  /** User ids. Members alone are told who the members are: empty for anyone else. */
  members: string[]
}

export interface SessionPort {
  /** What entities store as `sldId`, and every envelope of the session names. */
  readonly sessionId: string
  encryptString(text: string): Promise<EncryptedEnvelope>
  /**
   * DecryptionError on tampering; NotARecipientError when this user has no key for the envelope's
   * epoch; InvalidEnvelopeError for anything that is not an envelope of this session.
   */
  decryptString(envelope: EncryptedEnvelope): Promise<string>
  encryptFile(file: FileInput, options?: FileCipherCallOptions): Promise<Uint8Array<ArrayBuffer>>
  decryptFile(file: FileInput, options?: FileCipherCallOptions): Promise<Uint8Array<ArrayBuffer>>
  encryptFileToBlob(file: FileInput, options?: FileCipherCallOptions): Promise<Blob>
  decryptFileToBlob(file: FileInput, options?: FileCipherCallOptions): Promise<Blob>
  /** The new recipients read the session's history too. */
  addRecipients(recipients: Recipients): Promise<void>
  /**
   * Shares the session with a user who has no identity yet; their first unlock converts the claim.
   * Only when `capabilities.keyClaims`: NotSupportedError otherwise. Answers the claim's id.
   */
  addClaim(forUserId: string, keyStore: Pick<KeyStoreService, 'depositClaimKey'>): Promise<string>
  /** What they already read stays with them; see `capabilities.rotatesKeysOnRevocation` for the rest. */
  revokeRecipients(recipients: Recipients): Promise<void>
}

export interface VaultPort {
  readonly capabilities: VaultCapabilities
  /** Whether an identity is open (opened, registered or recovered on this device). */
  readonly isReady: boolean
  /** The open identity's user; VaultNotInitializedError before one is open. */
  readonly userId: string
  /**
   * Opens the identity stored on this device: false when it has none (the unlock dialog asks for the
   * code). CorruptDatabaseError or WrongSigningKeyHashError: drop the store and reload.
   */
  openLocalIdentity(userId: string): Promise<boolean>
  /** Whether the user has an identity at all (no: registration mode of the unlock dialog). */
  hasPublishedIdentity(userId: string): Promise<boolean>
  /** First identity of the user; AlreadyRegisteredError (ignorable) when they have one. */
  registerIdentity(request: TwoPersonRuleRequest): Promise<ClaimConversion>
  /** The user's identity on a new device; IdentityNotFoundError when they have none. */
  recoverIdentity(request: TwoPersonRuleRequest): Promise<ClaimConversion>
  /** Forgets the identity in memory and deletes this device's copy of it. */
  dropLocalIdentity(): Promise<void>
  findGroupByName(name: string): Promise<VaultGroup | null>
  /** A group whose members are this user and `members`. */
  createGroup(group: { name: string; members: string[] }): Promise<VaultGroup>
  /** AlreadyInGroupError (ignorable) when every one of them is a member already. */
  addGroupMembers(groupId: string, memberIds: string[]): Promise<void>
  /** Removed members read nothing shared with the group afterwards. */
  removeGroupMembers(groupId: string, memberIds: string[]): Promise<void>
  /** A new session for these users and groups; this user is always a recipient. */
  createSession(recipients?: Recipients): Promise<SessionPort>
  /** An existing session; SessionNotFoundError when it does not exist for this user. */
  retrieveSession(sessionId: string): Promise<SessionPort>
}
