// The vault: one user's identity on this device, and everything done with it — groups, encryption
// sessions, two-person-rule registration and recovery. Modelled on Seald's SDK (identity, groups,
// sessions, SSKS 2-man-rule); `VaultPort` is the shape it shares with the Seald adapter.
import { createIdentityBackup, restoreIdentityFromBackup } from './backup.ts'
import { claimKeyAssociatedData, groupKeyContext, sessionKeyContext } from './contexts.ts'
import { fromBase64Url, randomId } from './encoding.ts'
import {
  AlreadyRegisteredError,
  DecryptionError,
  GroupNotFoundError,
  IdentityNotFoundError,
  NotARecipientError,
  SessionNotFoundError,
  VaultError,
  VaultNotInitializedError,
  WrongSigningKeyHashError,
} from './errors.ts'
import { FileCipher } from './file-cipher.ts'
import {
  generateIdentityMaterial,
  identityFromMaterial,
  importEncryptionPublicKey,
  importSigningPublicKey,
  type Identity,
  type PublicIdentity,
} from './identity.ts'
import type {
  GroupKeyShare,
  GroupRecord,
  KeyDirectory,
  Recipient,
  SealedFor,
  SessionEpoch,
  SessionRecord,
  WrappedKey,
} from './key-directory.ts'
import { assertChallengeFormat, type ClaimKey, type KeyStoreService } from './key-store-service.ts'
import { LocalKeyStore } from './local-key-store.ts'
import type { ClaimConversion, TwoPersonRuleRequest, VaultCapabilities, VaultPort } from './port.ts'
import {
  aesGcmDecrypt,
  ECDH_P256,
  exportContentKey,
  generateContentKey,
  importContentKey,
  open,
  seal,
} from './primitives.ts'
import { toRecipients, type Recipients } from './recipients.ts'
import { EncryptionSession, type SessionVault } from './session.ts'

export interface VaultOptions {
  directory: KeyDirectory
  localStore?: LocalKeyStore
  fileCipher?: FileCipher
}

/** The embedded vault rotates content keys on revocation and keeps claims in its own key store. */
const LOCAL_VAULT_CAPABILITIES: VaultCapabilities = { rotatesKeysOnRevocation: true, keyClaims: true }

export class Vault implements SessionVault, VaultPort {
  readonly capabilities = LOCAL_VAULT_CAPABILITIES
  readonly directory: KeyDirectory
  readonly localStore: LocalKeyStore
  readonly fileCipher: FileCipher
  private identity: Identity | null = null
  private readonly verifyKeys = new Map<string, Promise<CryptoKey>>()
  private readonly groupKeys = new Map<string, CryptoKey>()
  /**
   * The sessions this identity created or retrieved, by id, each with the epoch keys it has opened:
   * retrieving one again opens nothing again. An epoch's key never changes, so new epochs (a
   * revocation, a group renewal) leave the kept ones right; a new map replaces it whenever the
   * identity changes, since those keys were opened by the previous one.
   */
  private sessions = new Map<string, EncryptionSession>()

  constructor(options: VaultOptions) {
    this.directory = options.directory
    this.localStore = options.localStore ?? new LocalKeyStore()
    this.fileCipher = options.fileCipher ?? new FileCipher()
  }

  get isReady(): boolean {
    return this.identity !== null
  }

  get userId(): string {
    return this.requireIdentity().userId
  }

  /** @internal for EncryptionSession */
  requireIdentity(): Identity {
    if (!this.identity) throw new VaultNotInitializedError()
    return this.identity
  }

  private setIdentity(identity: Identity | null): void {
    this.identity = identity
    this.sessions = new Map()
  }

  // ── Identity ────────────────────────────────────────────────────────────────────────────────────

  /**
   * Opens the identity stored on this device. false when this device has none (the unlock dialog
   * asks for the code). CorruptDatabaseError or WrongSigningKeyHashError: drop the store and reload.
   */
  async openLocalIdentity(userId: string): Promise<boolean> {
    const local = await this.localStore.load(userId)
    if (!local) return false
    const published = await this.directory.getIdentity(userId)
    if (!published || published.signingKeyHash !== local.publicIdentity.signingKeyHash) {
      throw new WrongSigningKeyHashError()
    }
    this.setIdentity(local)
    return true
  }

  /** Whether the directory knows an identity for the user (no: registration mode of the dialog). */
  async hasPublishedIdentity(userId: string): Promise<boolean> {
    return (await this.directory.getIdentity(userId)) !== null
  }

  /**
   * First-time creation: generates the key pairs, encrypts the backup under both secrets, hands it to
   * the key store with the user's code, publishes the public keys and keeps the private keys on this
   * device, non-extractable. AlreadyRegisteredError (ignorable) when the user already has an identity.
   */
  async registerIdentity({
    userId,
    challenge,
    keyStore,
    appServerShare,
  }: TwoPersonRuleRequest): Promise<ClaimConversion> {
    assertChallengeFormat(challenge)
    if (await this.hasPublishedIdentity(userId)) throw new AlreadyRegisteredError()
    // The only moment private keys are extractable: long enough to export them into the backup.
    const material = await generateIdentityMaterial(userId)
    const backup = await createIdentityBackup(material, appServerShare)
    const identity = await identityFromMaterial(material)
    const claimKeys = await keyStore.saveBackup(userId, challenge, backup)
    await this.directory.publishIdentity(identity.publicIdentity)
    await this.localStore.save(identity)
    this.setIdentity(identity)
    return this.convertClaims(claimKeys, keyStore)
  }

  /** New device: the key store releases the backup against the code; both secrets open it. */
  async recoverIdentity({
    userId,
    challenge,
    keyStore,
    appServerShare,
  }: TwoPersonRuleRequest): Promise<ClaimConversion> {
    assertChallengeFormat(challenge)
    const published = await this.directory.getIdentity(userId)
    if (!published) throw new IdentityNotFoundError(userId)
    const { encryptedBackup, keyStoreSecret, claimKeys } = await keyStore.releaseBackup(userId, challenge)
    const identity = await restoreIdentityFromBackup(encryptedBackup, keyStoreSecret, appServerShare)
    if (identity.userId !== userId || identity.publicIdentity.signingKeyHash !== published.signingKeyHash) {
      throw new WrongSigningKeyHashError()
    }
    await this.localStore.save(identity)
    this.setIdentity(identity)
    return this.convertClaims(claimKeys, keyStore)
  }

  /**
   * The claims made for this user while they had no identity, opened with the keys the key store has
   * just released: each epoch key is sealed for the new identity and the claim becomes a plain
   * recipient entry. A claim that fails stays, with its key, for the next code: the unlock goes on.
   */
  private async convertClaims(claimKeys: ClaimKey[], keyStore: KeyStoreService): Promise<ClaimConversion> {
    const result: ClaimConversion = { sessionIds: [], failed: 0 }
    if (claimKeys.length === 0) return result
    const userId = this.requireIdentity().userId
    const self: Recipient[] = [{ kind: 'user', id: userId }]
    for (const claim of await this.directory.listClaims(userId)) {
      const claimKey = claimKeys.find((key) => key.claimId === claim.claimId)
      if (!claimKey) continue
      try {
        const opening = await importContentKey(fromBase64Url(claimKey.overEncryptionKey), false)
        const keys: WrappedKey[] = []
        for (const sealed of claim.keys) {
          const raw = await aesGcmDecrypt(
            opening,
            fromBase64Url(sealed.iv),
            fromBase64Url(sealed.ciphertext),
            claimKeyAssociatedData(claim.sessionId, sealed.epoch, claim.claimId, userId),
          )
          const key = await importContentKey(raw)
          raw.fill(0)
          keys.push(...(await this.sealContentKey(claim.sessionId, sealed.epoch, key, self)).keys)
        }
        await this.directory.convertClaim(claim.claimId, userId, keys)
        result.sessionIds.push(claim.sessionId)
      } catch {
        result.failed += 1
        continue
      }
      // The claim is gone: its key left behind would open nothing, so a failure here is harmless.
      await keyStore.deleteClaimKey(claim.claimId).catch(() => undefined)
    }
    return result
  }

  /** Forgets the identity in memory and deletes this device's key store. */
  async dropLocalIdentity(): Promise<void> {
    this.setIdentity(null)
    this.groupKeys.clear()
    await this.localStore.drop()
  }

  private async publicIdentity(userId: string): Promise<PublicIdentity> {
    const identity = await this.directory.getIdentity(userId)
    if (!identity) throw new IdentityNotFoundError(userId)
    return identity
  }

  /** @internal */
  verifyKeyOf(userId: string): Promise<CryptoKey> {
    let key = this.verifyKeys.get(userId)
    if (!key) {
      key = this.publicIdentity(userId).then((identity) => importSigningPublicKey(identity.signingKey))
      key.catch(() => this.verifyKeys.delete(userId))
      this.verifyKeys.set(userId, key)
    }
    return key
  }

  private sealer() {
    const identity = this.requireIdentity()
    return { userId: identity.userId, signingKey: identity.signingPrivateKey }
  }

  // ── Groups ──────────────────────────────────────────────────────────────────────────────────────

  private async requireGroup(groupId: string): Promise<GroupRecord> {
    const group = await this.directory.getGroup(groupId)
    if (!group) throw new GroupNotFoundError(groupId)
    return group
  }

  findGroupByName(name: string): Promise<GroupRecord | null> {
    return this.directory.findGroupByName(name)
  }

  /** A fresh group key pair, its private key sealed for each member. */
  private async newGroupKey(groupId: string, keyVersion: number, memberIds: string[]) {
    const pair = await crypto.subtle.generateKey(ECDH_P256, true, ['deriveBits'])
    const pkcs8 = new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey))
    const shares = await this.sealGroupKey(groupId, keyVersion, pkcs8, memberIds)
    const publicKey = await crypto.subtle.exportKey('jwk', pair.publicKey)
    this.groupKeys.set(`${groupId}@${keyVersion}`, await importGroupPrivateKey(pkcs8))
    pkcs8.fill(0)
    return { publicKey, shares }
  }

  private async sealGroupKey(
    groupId: string,
    keyVersion: number,
    pkcs8: Uint8Array<ArrayBuffer>,
    memberIds: string[],
  ): Promise<GroupKeyShare[]> {
    return Promise.all(
      memberIds.map(async (memberId) => {
        const memberKey = await importEncryptionPublicKey((await this.publicIdentity(memberId)).encryptionKey)
        const box = await seal(
          memberKey,
          pkcs8,
          groupKeyContext(groupId, keyVersion, memberId),
          this.sealer(),
        )
        return { groupId, keyVersion, memberId, box }
      }),
    )
  }

  /** Opens this user's share of one group key version, as raw PKCS#8 (used to re-seal it for others). */
  private async openGroupKeyBytes(
    groupId: string,
    keyVersion: number,
  ): Promise<Uint8Array<ArrayBuffer> | null> {
    const identity = this.requireIdentity()
    const share = await this.directory.getGroupKeyShare(groupId, keyVersion, identity.userId)
    if (!share) return null
    return open(
      identity.encryptionPrivateKey,
      share.box,
      groupKeyContext(groupId, keyVersion, identity.userId),
      await this.verifyKeyOf(share.box.sealedBy),
    )
  }

  /** @internal The group's private key of one version, when this user is a member with a share. */
  async groupPrivateKey(groupId: string, keyVersion: number): Promise<CryptoKey | null> {
    const cacheKey = `${groupId}@${keyVersion}`
    const cached = this.groupKeys.get(cacheKey)
    if (cached) return cached
    const pkcs8 = await this.openGroupKeyBytes(groupId, keyVersion)
    if (!pkcs8) return null
    const key = await importGroupPrivateKey(pkcs8)
    pkcs8.fill(0)
    this.groupKeys.set(cacheKey, key)
    return key
  }

  /** Creates a group (a patient's medical file, an organization) whose members include this user. */
  async createGroup({ name, members }: { name: string; members: string[] }): Promise<GroupRecord> {
    const groupId = randomId()
    const memberIds = [...new Set([this.userId, ...members])]
    const { publicKey, shares } = await this.newGroupKey(groupId, 1, memberIds)
    const group: GroupRecord = {
      groupId,
      name,
      members: memberIds,
      keyVersion: 1,
      publicKeys: { 1: publicKey },
    }
    await this.directory.createGroup(group, shares)
    return group
  }

  /**
   * Adds members: every key version this user can open is sealed for them, so they read the group's
   * history. AlreadyInGroupError (ignorable) when all of them are members already.
   */
  async addGroupMembers(groupId: string, memberIds: string[]): Promise<void> {
    const group = await this.requireGroup(groupId)
    const fresh = [...new Set(memberIds)].filter((id) => !group.members.includes(id))
    const shares: GroupKeyShare[] = []
    for (let version = 1; version <= group.keyVersion && fresh.length > 0; version++) {
      const pkcs8 = await this.openGroupKeyBytes(groupId, version)
      if (!pkcs8) continue
      shares.push(...(await this.sealGroupKey(groupId, version, pkcs8, fresh)))
      pkcs8.fill(0)
    }
    if (fresh.length > 0 && !shares.some((s) => s.keyVersion === group.keyVersion)) {
      throw new VaultError('NOT_A_RECIPIENT', 'Only a member holding the current group key can add members')
    }
    await this.directory.addGroupMembers(groupId, memberIds, shares)
  }

  /**
   * Removes members and RENEWS the group key: a new key pair sealed for the remaining members only.
   * New sessions, and the next write to every session shared with the group, use the new key.
   */
  async removeGroupMembers(groupId: string, memberIds: string[]): Promise<void> {
    const group = await this.requireGroup(groupId)
    const remaining = group.members.filter((id) => !memberIds.includes(id))
    const keyVersion = group.keyVersion + 1
    const { publicKey, shares } = await this.newGroupKey(groupId, keyVersion, remaining)
    await this.directory.renewGroupKey(groupId, { removedMembers: memberIds, keyVersion, publicKey, shares })
  }

  // ── Sessions ────────────────────────────────────────────────────────────────────────────────────

  /** @internal Seals one epoch's content key for every recipient (groups at their current version). */
  async sealContentKey(
    sessionId: string,
    epoch: number,
    key: CryptoKey,
    recipients: Recipient[],
  ): Promise<{ keys: WrappedKey[]; groupKeyVersions: Record<string, number> }> {
    const raw = await exportContentKey(key)
    const groupKeyVersions: Record<string, number> = {}
    const keys = await Promise.all(
      recipients.map(async (recipient): Promise<WrappedKey> => {
        let sealedFor: SealedFor
        let publicKey: CryptoKey
        if (recipient.kind === 'user') {
          sealedFor = recipient
          publicKey = await importEncryptionPublicKey((await this.publicIdentity(recipient.id)).encryptionKey)
        } else {
          const group = await this.requireGroup(recipient.id)
          const jwk = group.publicKeys[group.keyVersion]
          if (!jwk) throw new GroupNotFoundError(recipient.id)
          sealedFor = { kind: 'group', id: recipient.id, keyVersion: group.keyVersion }
          groupKeyVersions[recipient.id] = group.keyVersion
          publicKey = await importEncryptionPublicKey(jwk)
        }
        const box = await seal(publicKey, raw, sessionKeyContext(sessionId, epoch, sealedFor), this.sealer())
        return { sessionId, epoch, sealedFor, box }
      }),
    )
    raw.fill(0)
    return { keys, groupKeyVersions }
  }

  /** @internal Opens one epoch's content key through this user's own wrapped key or one of their groups. */
  async openContentKey(sessionId: string, epoch: number): Promise<CryptoKey> {
    const identity = this.requireIdentity()
    const candidates = await this.directory.getWrappedKeys(sessionId, epoch, identity.userId)
    // Own key first: it needs no group key.
    candidates.sort((a, b) => (a.sealedFor.kind === 'user' ? -1 : 0) - (b.sealedFor.kind === 'user' ? -1 : 0))
    let lastError: unknown = null
    for (const wrapped of candidates) {
      const { sealedFor } = wrapped
      if (wrapped.sessionId !== sessionId || wrapped.epoch !== epoch) continue
      let privateKey: CryptoKey | null
      if (sealedFor.kind === 'user') {
        if (sealedFor.id !== identity.userId) continue
        privateKey = identity.encryptionPrivateKey
      } else {
        privateKey = await this.groupPrivateKey(sealedFor.id, sealedFor.keyVersion)
      }
      if (!privateKey) continue
      try {
        const raw = await open(
          privateKey,
          wrapped.box,
          sessionKeyContext(sessionId, epoch, sealedFor),
          await this.verifyKeyOf(wrapped.box.sealedBy),
        )
        const key = await importContentKey(raw)
        raw.fill(0)
        return key
      } catch (error) {
        lastError = error
      }
    }
    if (lastError instanceof VaultError) throw lastError
    if (lastError) throw new DecryptionError(lastError)
    throw new NotARecipientError(sessionId)
  }

  /** @internal */
  async sessionRecord(sessionId: string): Promise<SessionRecord> {
    const record = await this.directory.getSession(sessionId)
    if (!record) throw new SessionNotFoundError(sessionId)
    return record
  }

  /** @internal Starts a new epoch: a fresh content key for the current recipients. */
  async rotateSession(record: SessionRecord): Promise<{ entry: SessionEpoch; key: CryptoKey }> {
    const latest = record.epochs[record.epochs.length - 1]
    const epoch = (latest?.epoch ?? -1) + 1
    const key = await generateContentKey()
    const { keys, groupKeyVersions } = await this.sealContentKey(
      record.sessionId,
      epoch,
      key,
      record.recipients,
    )
    const entry: SessionEpoch = { epoch, groupKeyVersions }
    await this.directory.addSessionEpoch(record.sessionId, entry, keys)
    return { entry, key }
  }

  /**
   * A new session (Seald: encryption session) for the given users and groups; this user is always a
   * recipient. Its id is what entities store as `sldId`.
   */
  async createSession(recipients: Recipients = {}): Promise<EncryptionSession> {
    const identity = this.requireIdentity()
    // Kept with the identity that made its key, even if another one is opened meanwhile.
    const sessions = this.sessions
    const sessionId = randomId()
    const all = toRecipients({ ...recipients, users: [identity.userId, ...(recipients.users ?? [])] })
    const key = await generateContentKey()
    const { keys, groupKeyVersions } = await this.sealContentKey(sessionId, 0, key, all)
    const record: SessionRecord = {
      sessionId,
      createdBy: identity.userId,
      recipients: all,
      epochs: [{ epoch: 0, groupKeyVersions }],
    }
    await this.directory.createSession(record, keys)
    const session = new EncryptionSession(this, sessionId, new Map([[0, key]]))
    sessions.set(sessionId, session)
    return session
  }

  /**
   * An existing session; its keys are opened lazily, epoch by epoch, and kept: the same id gives back
   * the same session, whose opened keys need no directory call again. The directory is still asked
   * each time whether the session exists for this user, since access ends with a revocation or a
   * removal from a group: SessionNotFoundError then, and the kept session is forgotten (an object a
   * caller still holds keeps what it opened, as revocation is about what comes after).
   */
  async retrieveSession(sessionId: string): Promise<EncryptionSession> {
    this.requireIdentity()
    // The map of the identity this call started with: an identity change meanwhile keeps it out.
    const sessions = this.sessions
    try {
      await this.sessionRecord(sessionId)
    } catch (error) {
      if (error instanceof SessionNotFoundError) sessions.delete(sessionId)
      throw error
    }
    let session = sessions.get(sessionId)
    if (!session) {
      session = new EncryptionSession(this, sessionId, new Map())
      sessions.set(sessionId, session)
    }
    return session
  }
}

function importGroupPrivateKey(pkcs8: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return crypto.subtle.importKey('pkcs8', pkcs8, ECDH_P256, false, ['deriveBits'])
}
