// An encryption session (Seald's term): content keys shared by a set of users and groups, under one id
// stored by the entity it protects (a channel's or a transmission's `sldId`). The session's content
// key changes by epochs — after a revocation or a group-key renewal — and every ciphertext names the
// epoch it was written under, so old content stays readable and new content is closed to who left.
import { claimKeyAssociatedData, contentAssociatedData } from './contexts.ts'
import { concatBytes, randomBytes, randomId, toBase64Url } from './encoding.ts'
import { openText, sealText, type EncryptedEnvelope } from './envelope.ts'
import { InvalidEnvelopeError } from './errors.ts'
import type { FileCipher, FileCipherCallOptions } from './file-cipher.ts'
import { readFileHeader, type FileInput } from './file-format.ts'
import type {
  ClaimSealedKey,
  KeyDirectory,
  Recipient,
  SessionEpoch,
  SessionRecord,
  WrappedKey,
} from './key-directory.ts'
import type { KeyStoreService } from './key-store-service.ts'
import type { SessionPort } from './port.ts'
import { aesGcmDecrypt, aesGcmEncrypt, exportContentKey, importContentKey, IV_BYTES } from './primitives.ts'
import { toRecipients, type Recipients } from './recipients.ts'

export { parseStringEnvelope, type EncryptedEnvelope } from './envelope.ts'

/**
 * What a session needs of the vault that opened it. Declared here and implemented by the vault, which
 * imports this module to create sessions: the session never imports the vault.
 */
export interface SessionVault {
  readonly directory: Pick<
    KeyDirectory,
    'getGroup' | 'addSessionRecipients' | 'removeSessionRecipients' | 'addSessionClaim'
  >
  readonly fileCipher: Pick<FileCipher, 'encrypt' | 'decrypt' | 'encryptToBlob' | 'decryptToBlob'>
  /** The session's record; SessionNotFoundError when the directory has none for this user. */
  sessionRecord(sessionId: string): Promise<SessionRecord>
  /** One epoch's content key, through this user's own wrapped key or one of their groups'. */
  openContentKey(sessionId: string, epoch: number): Promise<CryptoKey>
  /** Seals one epoch's content key for each recipient. */
  sealContentKey(
    sessionId: string,
    epoch: number,
    key: CryptoKey,
    recipients: Recipient[],
  ): Promise<{ keys: WrappedKey[] }>
  /** Starts a new epoch: a fresh content key for the current recipients. */
  rotateSession(record: SessionRecord): Promise<{ entry: SessionEpoch; key: CryptoKey }>
}

const BYTES_VERSION = 1
const BYTES_HEADER = 1 + 4 + IV_BYTES

export class EncryptionSession implements SessionPort {
  /** Keys being opened, by epoch: envelopes of one epoch decrypted together open its key once. */
  private readonly opening = new Map<number, Promise<CryptoKey>>()

  constructor(
    private readonly vault: SessionVault,
    readonly sessionId: string,
    /** The content keys opened so far, by epoch. An epoch's key never changes once written. */
    private readonly keys: Map<number, CryptoKey>,
  ) {}

  /** A failure is not kept: access granted later (a group joined, a recipient added) opens it. */
  private keyFor(epoch: number): Promise<CryptoKey> {
    const key = this.keys.get(epoch)
    if (key) return Promise.resolve(key)
    let pending = this.opening.get(epoch)
    if (!pending) {
      pending = this.vault
        .openContentKey(this.sessionId, epoch)
        .then((opened) => {
          this.keys.set(epoch, opened)
          return opened
        })
        .finally(() => this.opening.delete(epoch))
      this.opening.set(epoch, pending)
    }
    return pending
  }

  /** A recipient group renewed its key since the latest epoch: its removed members still hold that one. */
  private async isStale(record: SessionRecord, latest: SessionEpoch): Promise<boolean> {
    for (const recipient of record.recipients) {
      if (recipient.kind !== 'group') continue
      const group = await this.vault.directory.getGroup(recipient.id)
      if (group && (latest.groupKeyVersions[recipient.id] ?? 0) < group.keyVersion) return true
    }
    return false
  }

  /** The epoch new content is written under, rotating first when a group renewed its key. */
  private async currentKey(): Promise<{ epoch: number; key: CryptoKey }> {
    const record = await this.vault.sessionRecord(this.sessionId)
    const latest = record.epochs[record.epochs.length - 1]
    if (!latest) throw new InvalidEnvelopeError(new Error('Session without epoch'))
    if (await this.isStale(record, latest)) {
      try {
        const { entry, key } = await this.vault.rotateSession(record)
        this.keys.set(entry.epoch, key)
        return { epoch: entry.epoch, key }
      } catch (error) {
        // Another writer rotated first: use theirs.
        const again = await this.vault.sessionRecord(this.sessionId)
        const theirs = again.epochs[again.epochs.length - 1]
        if (!theirs || theirs.epoch === latest.epoch || (await this.isStale(again, theirs))) throw error
        return { epoch: theirs.epoch, key: await this.keyFor(theirs.epoch) }
      }
    }
    return { epoch: latest.epoch, key: await this.keyFor(latest.epoch) }
  }

  async encryptString(text: string): Promise<EncryptedEnvelope> {
    const { epoch, key } = await this.currentKey()
    return sealText(key, this.sessionId, epoch, text)
  }

  /**
   * DecryptionError on tampering; NotARecipientError when this user has no key for that epoch;
   * InvalidEnvelopeError for anything that is not an envelope (it comes from the network: checked again).
   */
  decryptString(received: EncryptedEnvelope): Promise<string> {
    return openText(received, this.sessionId, (epoch) => this.keyFor(epoch))
  }

  /** Small binary content: version | epoch | IV | ciphertext. Files go through `encryptFile`. */
  async encryptBytes(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
    const { epoch, key } = await this.currentKey()
    const { iv, ciphertext } = await aesGcmEncrypt(key, bytes, contentAssociatedData(this.sessionId, epoch))
    const header = new Uint8Array(5)
    header[0] = BYTES_VERSION
    new DataView(header.buffer).setUint32(1, epoch)
    return concatBytes(header, iv, ciphertext)
  }

  async decryptBytes(sealed: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
    if (sealed.length < BYTES_HEADER || sealed[0] !== BYTES_VERSION) {
      throw new InvalidEnvelopeError(new Error('Not encrypted bytes'))
    }
    const epoch = new DataView(sealed.buffer, sealed.byteOffset).getUint32(1)
    const key = await this.keyFor(epoch)
    return aesGcmDecrypt(
      key,
      sealed.slice(5, BYTES_HEADER),
      sealed.slice(BYTES_HEADER),
      contentAssociatedData(this.sessionId, epoch),
    )
  }

  /** Encrypts a file in chunks inside the vault's worker; the result is what gets uploaded. */
  async encryptFile(file: FileInput, options?: FileCipherCallOptions): Promise<Uint8Array<ArrayBuffer>> {
    const { epoch, key } = await this.currentKey()
    return this.vault.fileCipher.encrypt(key, file, { sessionId: this.sessionId, epoch }, options)
  }

  /**
   * Wrap the result in a Blob (`new Blob([bytes], { type })`) to preview or download it; for a large
   * file, `decryptFileToBlob` does without holding it whole in memory.
   */
  async decryptFile(file: FileInput, options?: FileCipherCallOptions): Promise<Uint8Array<ArrayBuffer>> {
    return this.vault.fileCipher.decrypt(await this.fileKey(file), file, options)
  }

  /**
   * `encryptFile` with the result as a Blob, built a few megabytes at a time: a large file is never
   * held whole in memory. Either form decrypts with either method.
   */
  async encryptFileToBlob(file: FileInput, options?: FileCipherCallOptions): Promise<Blob> {
    const { epoch, key } = await this.currentKey()
    return this.vault.fileCipher.encryptToBlob(key, file, { sessionId: this.sessionId, epoch }, options)
  }

  /** `decryptFile` with the plaintext as a Blob (application/octet-stream), with flat memory. */
  async decryptFileToBlob(file: FileInput, options?: FileCipherCallOptions): Promise<Blob> {
    return this.vault.fileCipher.decryptToBlob(await this.fileKey(file), file, options)
  }

  /** The key of the epoch an encrypted file names; InvalidEnvelopeError for another session's file. */
  private async fileKey(file: FileInput): Promise<CryptoKey> {
    const header = await readFileHeader(file)
    if (header.sessionId !== this.sessionId) throw new InvalidEnvelopeError(new Error('Other session'))
    return this.keyFor(header.epoch)
  }

  /**
   * Seals every epoch's key this user can open for the new recipients, so they read the history too
   * (Seald: addRecipients). Recipients already present are skipped.
   */
  async addRecipients(recipients: Recipients): Promise<void> {
    const record = await this.vault.sessionRecord(this.sessionId)
    const fresh = toRecipients(recipients).filter(
      (r) => !record.recipients.some((x) => x.kind === r.kind && x.id === r.id),
    )
    if (fresh.length === 0) return
    const keys = []
    for (const { epoch } of record.epochs) {
      let key: CryptoKey
      try {
        key = await this.keyFor(epoch)
      } catch (error) {
        // An epoch before this user joined stays closed to them, and so to whom they add.
        if (epoch === record.epochs[record.epochs.length - 1]?.epoch) throw error
        continue
      }
      keys.push(...(await this.vault.sealContentKey(this.sessionId, epoch, key, fresh)).keys)
    }
    await this.vault.directory.addSessionRecipients(this.sessionId, fresh, keys)
  }

  /**
   * Shares the session with a user who has no identity yet (Seald: a two-man-rule access). Every epoch's
   * key this user can open is encrypted under a fresh over-encryption key, which goes to the key store
   * for that user only, while the encrypted keys go to the directory: neither service alone opens them.
   * The user claims them once the key store releases the key against their first code, and converts the
   * claim into keys sealed for their new identity. Epochs started afterwards are not in the claim.
   */
  async addClaim(forUserId: string, keyStore: Pick<KeyStoreService, 'depositClaimKey'>): Promise<string> {
    const record = await this.vault.sessionRecord(this.sessionId)
    const claimId = randomId()
    const overEncryptionKey = randomBytes(32)
    const sealing = await importContentKey(overEncryptionKey, false)
    const keys: ClaimSealedKey[] = []
    for (const { epoch } of record.epochs) {
      let key: CryptoKey
      try {
        key = await this.keyFor(epoch)
      } catch (error) {
        if (epoch === record.epochs[record.epochs.length - 1]?.epoch) throw error
        continue
      }
      const raw = await exportContentKey(key)
      const { iv, ciphertext } = await aesGcmEncrypt(
        sealing,
        raw,
        claimKeyAssociatedData(this.sessionId, epoch, claimId, forUserId),
      )
      raw.fill(0)
      keys.push({ epoch, iv: toBase64Url(iv), ciphertext: toBase64Url(ciphertext) })
    }
    // The key store first: a key without its claim opens nothing, a claim without its key stays shut.
    await keyStore.depositClaimKey(claimId, forUserId, toBase64Url(overEncryptionKey))
    overEncryptionKey.fill(0)
    await this.vault.directory.addSessionClaim(this.sessionId, { claimId, forUserId, keys })
    return claimId
  }

  /**
   * The directory drops the recipients' wrapped keys, then a new epoch starts for the others. What the
   * revoked recipients already downloaded or decrypted stays with them: revocation is about the future.
   */
  async revokeRecipients(recipients: Recipients): Promise<void> {
    await this.vault.directory.removeSessionRecipients(this.sessionId, toRecipients(recipients))
    const { entry, key } = await this.vault.rotateSession(await this.vault.sessionRecord(this.sessionId))
    this.keys.set(entry.epoch, key)
  }
}
