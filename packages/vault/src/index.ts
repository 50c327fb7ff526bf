// @relais/vault — end-to-end encryption in the browser, with WebCrypto only. See README.md and
// docs/security.md for the model and its limits. The Seald adapter is a separate entry,
// `@relais/vault/seald`, loaded by a dynamic import only where it is configured: nothing here imports it.
export { Vault, type VaultOptions } from './vault.ts'
export type {
  ClaimConversion,
  SessionPort,
  TwoPersonRuleRequest,
  VaultCapabilities,
  VaultGroup,
  VaultPort,
} from './port.ts'
export type { Recipients } from './recipients.ts'
export { EncryptionSession, parseStringEnvelope, type EncryptedEnvelope } from './session.ts'
export {
  generateIdentityMaterial,
  identityFromMaterial,
  signingKeyHash,
  type Identity,
  type IdentityMaterial,
  type PublicIdentity,
} from './identity.ts'
export {
  createIdentityBackup,
  restoreIdentityFromBackup,
  generateSecret,
  type IdentityBackup,
} from './backup.ts'
export { LocalKeyStore } from './local-key-store.ts'
export type {
  ClaimSealedKey,
  KeyClaim,
  KeyDirectory,
  Recipient,
  SealedFor,
  WrappedKey,
  SessionEpoch,
  SessionRecord,
  GroupRecord,
  GroupKeyShare,
  GroupRenewal,
} from './key-directory.ts'
export type { SealedBox } from './primitives.ts'
export { MemoryKeyDirectory } from './memory-key-directory.ts'
export {
  assertChallengeFormat,
  MemoryKeyStoreService,
  type ClaimKey,
  type KeyStoreService,
} from './key-store-service.ts'
export { FileCipher, type FileCipherCallOptions, type FileCipherOptions } from './file-cipher.ts'
export {
  DEFAULT_CHUNK_SIZE,
  readFileHeader,
  type FileHeader,
  type FileInput,
  type ProgressListener,
} from './file-format.ts'
export {
  AlreadyInGroupError,
  AlreadyRegisteredError,
  BadSignatureError,
  CorruptDatabaseError,
  DecryptionError,
  GroupNotFoundError,
  IdentityNotFoundError,
  InvalidChallengeError,
  InvalidEnvelopeError,
  NotARecipientError,
  NotSupportedError,
  RefusedByServiceError,
  SessionNotFoundError,
  VaultError,
  VaultNotInitializedError,
  WrongSigningKeyHashError,
  isIgnorableVaultError,
  mustDropLocalStore,
  type VaultErrorCode,
} from './errors.ts'
