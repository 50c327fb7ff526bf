// Typed errors of the vault. Messages and codes follow the spec's error catalogue (which names Seald's),
// so callers can match on `code` and the texts the product already expects.

export type VaultErrorCode =
  | 'VAULT_NOT_INITIALIZED'
  | 'CORRUPT_DATABASE'
  | 'LOGIN_WRONG_SIGNING_PUBKEY_HASH'
  | 'IDENTITY_NOT_FOUND'
  | 'ALREADY_REGISTERED'
  | 'GROUP_NOT_FOUND'
  | 'ADD_MEMBERS_ALREADY_IN_GROUP'
  | 'SESSION_NOT_FOUND'
  | 'NOT_A_RECIPIENT'
  | 'DECRYPTION_FAILED'
  | 'BAD_SIGNATURE'
  | 'INVALID_CHALLENGE'
  | 'INVALID_ENVELOPE'
  | 'NOT_SUPPORTED'
  | 'REFUSED_BY_SERVICE'

export class VaultError extends Error {
  readonly code: VaultErrorCode
  /** True when the spec says to carry on as if nothing happened ('Already registered', already a member). */
  readonly ignorable: boolean

  constructor(code: VaultErrorCode, message: string, options?: { cause?: unknown; ignorable?: boolean }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause })
    this.name = new.target.name
    this.code = code
    this.ignorable = options?.ignorable ?? false
  }
}

/** Called before an identity is opened, created or restored (Seald: 'Seald SDK not initialized'). */
export class VaultNotInitializedError extends VaultError {
  constructor() {
    super('VAULT_NOT_INITIALIZED', 'Vault not initialized')
  }
}

/** The device's key store cannot be read: the caller drops it and reloads (the spec's error catalogue). */
export class CorruptDatabaseError extends VaultError {
  constructor(cause?: unknown) {
    super('CORRUPT_DATABASE', 'CORRUPT_DATABASE', { cause })
  }
}

/** The identity on this device is not the one the directory knows: drop the local store and reload. */
export class WrongSigningKeyHashError extends VaultError {
  constructor() {
    super('LOGIN_WRONG_SIGNING_PUBKEY_HASH', 'LOGIN_WRONG_SIGNING_PUBKEY_HASH')
  }
}

/** The directory has no identity for this user: the caller creates one (the spec's 404). */
export class IdentityNotFoundError extends VaultError {
  readonly status = 404
  constructor(readonly userId: string) {
    super('IDENTITY_NOT_FOUND', 'Could not find this identity')
  }
}

/** Ignorable: the same identity is already published. */
export class AlreadyRegisteredError extends VaultError {
  constructor() {
    super('ALREADY_REGISTERED', 'Already registered', { ignorable: true })
  }
}

export class GroupNotFoundError extends VaultError {
  constructor(readonly groupId: string) {
    super('GROUP_NOT_FOUND', 'Group not found')
  }
}

/** Ignorable: every user asked for is already a member. */
export class AlreadyInGroupError extends VaultError {
  constructor(readonly userIds: string[]) {
    super('ADD_MEMBERS_ALREADY_IN_GROUP', 'ADD_MEMBERS_ALREADY_IN_GROUP', { ignorable: true })
  }
}

export class SessionNotFoundError extends VaultError {
  constructor(readonly sessionId: string) {
    super('SESSION_NOT_FOUND', 'Session not found')
  }
}

/** No wrapped key of this session (or of this key epoch) opens for the current user. */
export class NotARecipientError extends VaultError {
  constructor(readonly sessionId: string) {
    super('NOT_A_RECIPIENT', 'Not a recipient of this session')
  }
}

/** Authentication failed: wrong key, tampered bytes, swapped, reordered or truncated data. */
export class DecryptionError extends VaultError {
  constructor(cause?: unknown) {
    super('DECRYPTION_FAILED', 'Decryption failed', { cause })
  }
}

/** A wrapped key's signature does not match its sealer's published signing key. */
export class BadSignatureError extends VaultError {
  constructor() {
    super('BAD_SIGNATURE', 'Bad signature on a wrapped key')
  }
}

/** The key store refused the 8-character code ('Code invalide' in the dialog). */
export class InvalidChallengeError extends VaultError {
  constructor() {
    super('INVALID_CHALLENGE', 'Invalid challenge')
  }
}

/** The serialised envelope or file header is not one this version writes. */
export class InvalidEnvelopeError extends VaultError {
  constructor(cause?: unknown) {
    super('INVALID_ENVELOPE', 'Invalid envelope', { cause })
  }
}

/** What this implementation of the vault's port cannot do (see `VaultPort.capabilities`). */
export class NotSupportedError extends VaultError {
  constructor(readonly operation: string) {
    super('NOT_SUPPORTED', `Not supported by this vault: ${operation}`)
  }
}

/** The encryption service answered the call but refused part of it (Seald: a recipient marked 'ko'). */
export class RefusedByServiceError extends VaultError {
  constructor(
    message: string,
    /** What the service refused, as it named it. */
    readonly refused: string[],
  ) {
    super('REFUSED_BY_SERVICE', message)
  }
}

/** Errors the spec says to ignore: 'Already registered', ADD_MEMBERS_ALREADY_IN_GROUP. */
export function isIgnorableVaultError(error: unknown): boolean {
  return error instanceof VaultError && error.ignorable
}

/** Errors after which the caller drops the local key store and reloads the page (the spec's errors). */
export function mustDropLocalStore(error: unknown): boolean {
  return error instanceof CorruptDatabaseError || error instanceof WrongSigningKeyHashError
}
