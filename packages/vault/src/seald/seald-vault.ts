// The vault's port over Seald (`@seald-io/sdk` 0.25 with the SSKS two-man-rule plugin), for a deployment
// that uses Seald's servers instead of the application's key directory and key store.
//
// Seald decides who may read: identities (created with a signup JWT the application server mints),
// groups, encryption sessions and their recipients, revocation, and the identity's backup on SSKS
// under the two-man rule (SSKS's emailed challenge plus the application server's `twoManRuleKey`).
// What is written stays the vault's: the contract's `EncryptedEnvelope` and the chunked file format,
// under a key derived from the Seald session's key (content-key.ts), `encryptionSessionId` being the
// Seald session id and `epoch` always 0.
//
// Where it differs from the embedded vault, as its capabilities say:
// - revocation happens on Seald's servers (a revoked user can no longer retrieve the session) and never
//   changes a session's key: a device that kept the key of a session it was revoked from opens what is
//   written afterwards too;
// - no key claims: the SDK version installed here has no TMR accesses (they came with later versions).
// Nothing of this file has run against Seald from this repository: see README.md.
import createSealdSdk from '@seald-io/sdk/browser'
import SSKS2MRPlugin from '@seald-io/sdk-plugin-ssks-2mr/browser'
import type { EncryptionSession as SealdEncryptionSession, SealdSDK } from '@seald-io/sdk/lib/main.js'
import type { SSKS2MR } from '@seald-io/sdk-plugin-ssks-2mr/lib/main.js'
import { openText, sealText, type EncryptedEnvelope } from '../envelope.ts'
import {
  AlreadyInGroupError,
  AlreadyRegisteredError,
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
} from '../errors.ts'
import { FileCipher, type FileCipherCallOptions } from '../file-cipher.ts'
import { readFileHeader, type FileInput } from '../file-format.ts'
import type {
  ClaimConversion,
  SessionPort,
  TwoPersonRuleRequest,
  VaultCapabilities,
  VaultGroup,
  VaultPort,
} from '../port.ts'
import type { Recipients } from '../recipients.ts'
import type { SealdAppServer } from './app-server.ts'
import { sealdContentKey } from './content-key.ts'

/**
 * The SDK with its two-man-rule plugin. The plugin adds `ssks2MR` at run time; its declaration merges
 * it into `SealdSDK` through a module path (`@seald-io/sdk/lib/main`) that the SDK's `exports` map does
 * not resolve under `moduleResolution: Bundler`, so the intersection says it here, with the plugin's
 * own `SSKS2MR` type.
 */
type SealdSdk = SealdSDK & { ssks2MR: SSKS2MR }

export interface SealdVaultOptions {
  /** The application's id on Seald (its dashboard). */
  appId: string
  /** Seald's API server for that application. */
  apiURL: string
  /** SSKS, the key storage of the two-man rule. */
  keyStorageURL: string
  appServer: SealdAppServer
  /**
   * Where the SDK keeps the identity on this device: `${prefix}:${userId}`, a key of the browser's
   * localStorage, encrypted under the application server's `databaseKey`. Without it the identity
   * lives in memory and every page load asks for a code.
   */
  databasePathPrefix?: string
  fileCipher?: Pick<FileCipher, 'encrypt' | 'decrypt' | 'encryptToBlob' | 'decryptToBlob'>
}

const SEALD_CAPABILITIES: VaultCapabilities = { rotatesKeysOnRevocation: false, keyClaims: false }
/** Seald revokes on its servers and never changes a session's key: every envelope is of epoch 0. */
const SEALD_EPOCH = 0
/** The challenges SSKS sends, as its plugin checks them (a code outside it never reaches SSKS). */
const SSKS_CHALLENGE = /^[abcdefghjkmnpqrstuvwxyz23456789]{8}$/
/** Seald's ids (users, groups, sessions) are UUIDs. */
const SEALD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** Seald's identities hold no claims to convert. */
const NO_CLAIMS: ClaimConversion = { sessionIds: [], failed: 0 }

const unique = (ids: readonly string[]) => [...new Set(ids)]

/** The plugin's messages for a refused code and for a user SSKS holds nothing for (its keyStorage.js). */
async function withSsksErrors<T>(userId: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    const message = error instanceof Error ? error.message : ''
    if (message === 'Invalid challenge') throw new InvalidChallengeError()
    if (message === 'Could not find this identity') throw new IdentityNotFoundError(userId)
    throw error
  }
}

/** Seald's API errors carry the HTTP status (the SDK's `APIError`): 403 and 404 mean no access. */
function isAccessRefusal(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : null
  return status === 403 || status === 404
}

interface OpenIdentity {
  userId: string
  sealdId: string
  sdk: SealdSdk
}

/** What a session needs of the vault that opened it. */
interface SealdSessionHost {
  readonly fileCipher: Pick<FileCipher, 'encrypt' | 'decrypt' | 'encryptToBlob' | 'decryptToBlob'>
  /** The users (other than this one) and groups, unique, once each is known to have an identity. */
  checkedRecipients(recipients: Recipients): Promise<{ users: string[]; groups: string[] }>
}

export class SealdVault implements VaultPort, SealdSessionHost {
  readonly capabilities = SEALD_CAPABILITIES
  readonly fileCipher: Pick<FileCipher, 'encrypt' | 'decrypt' | 'encryptToBlob' | 'decryptToBlob'>
  private readonly appServer: SealdAppServer
  /** The SDK instance of the user being opened, registered or recovered on this device. */
  private sdk: SealdSdk | null = null
  private identity: OpenIdentity | null = null
  /**
   * An identity created on Seald whose backup SSKS has not taken yet (a mistyped code): the next code
   * saves it, instead of creating a second identity for the same connector.
   */
  private unsaved: { userId: string; sealdId: string } | null = null

  constructor(private readonly options: SealdVaultOptions) {
    this.appServer = options.appServer
    this.fileCipher = options.fileCipher ?? new FileCipher()
  }

  get isReady(): boolean {
    return this.identity !== null
  }

  get userId(): string {
    return this.requireIdentity().userId
  }

  private requireIdentity(): OpenIdentity {
    if (!this.identity) throw new VaultNotInitializedError()
    return this.identity
  }

  /** A fresh SDK instance for `userId`, its local database opened; the previous one is closed. */
  private async startSdk(userId: string): Promise<SealdSdk> {
    await this.closeSdk()
    const { appId, apiURL, keyStorageURL, databasePathPrefix } = this.options
    const localDatabase =
      databasePathPrefix === undefined
        ? {}
        : {
            databasePath: `${databasePathPrefix}:${userId}`,
            databaseKey: await this.appServer.databaseKey(userId),
          }
    const sdk = createSealdSdk({
      appId,
      apiURL,
      plugins: [SSKS2MRPlugin(keyStorageURL)],
      ...localDatabase,
    }) as SealdSdk
    this.sdk = sdk
    await sdk.initialize()
    return sdk
  }

  private async closeSdk(): Promise<void> {
    const sdk = this.sdk
    this.sdk = null
    this.identity = null
    this.unsaved = null
    // An instance being replaced: failing to close it leaves nothing the next one depends on.
    if (sdk) await sdk.close().catch(() => undefined)
  }

  /**
   * The identity on this SDK is the one the application server knows for the user; otherwise
   * WrongSigningKeyHashError, after which the local store is dropped.
   */
  private async acceptAccount(sdk: SealdSdk, userId: string): Promise<void> {
    const account = await sdk.getCurrentAccountInfo()
    const published = await this.appServer.sealdIdOf(userId)
    // `userId` is read from the account's validated 'AP' connector, null when it has none.
    if (published !== account.sealdId || (account.userId !== null && account.userId !== userId)) {
      throw new WrongSigningKeyHashError()
    }
    this.identity = { userId, sealdId: account.sealdId, sdk }
  }

  async openLocalIdentity(userId: string): Promise<boolean> {
    const sdk = await this.startSdk(userId)
    if ((await sdk.registrationStatus()) !== 'registered') return false
    await this.acceptAccount(sdk, userId)
    return true
  }

  async hasPublishedIdentity(userId: string): Promise<boolean> {
    return (await this.appServer.sealdIdOf(userId)) !== null
  }

  /**
   * Creates the Seald identity with a signup JWT from the application server, then saves it on SSKS
   * under the two-man rule: SSKS's challenge (`challenge`) and the application server's share
   * (`appServerShare`, the `twoManRuleKey`). `keyStore` is not used.
   */
  async registerIdentity({
    userId,
    challenge,
    appServerShare,
  }: TwoPersonRuleRequest): Promise<ClaimConversion> {
    if (!SSKS_CHALLENGE.test(challenge)) throw new InvalidChallengeError()
    if (await this.hasPublishedIdentity(userId)) throw new AlreadyRegisteredError()
    let sdk = this.sdk
    let created = this.unsaved
    if (!sdk || created?.userId !== userId) {
      sdk = await this.startSdk(userId)
      const { sealdId } = await sdk.initiateIdentity({ signupJWT: await this.appServer.signupJwt(userId) })
      created = this.unsaved = { userId, sealdId }
    }
    const ssks = await this.appServer.twoManRuleSession(userId)
    const saving = sdk
    await withSsksErrors(userId, () =>
      saving.ssks2MR.saveIdentity({
        userId,
        sessionId: ssks.sessionId,
        authFactor: ssks.authFactor,
        // SSKS sent no challenge when the server did not ask it to: there is nothing to prove then.
        ...(ssks.mustAuthenticate ? { challenge } : {}),
        twoManRuleKey: appServerShare,
      }),
    )
    await this.appServer.identityCreated(userId, created.sealdId)
    this.unsaved = null
    this.identity = { userId, sealdId: created.sealdId, sdk }
    return NO_CLAIMS
  }

  /** SSKS releases the identity against its challenge; the application server's share opens it. */
  async recoverIdentity({
    userId,
    challenge,
    appServerShare,
  }: TwoPersonRuleRequest): Promise<ClaimConversion> {
    if (!SSKS_CHALLENGE.test(challenge)) throw new InvalidChallengeError()
    if (!(await this.hasPublishedIdentity(userId))) throw new IdentityNotFoundError(userId)
    const sdk = await this.startSdk(userId)
    const ssks = await this.appServer.twoManRuleSession(userId)
    await withSsksErrors(userId, () =>
      sdk.ssks2MR.retrieveIdentity({
        userId,
        sessionId: ssks.sessionId,
        authFactor: ssks.authFactor,
        challenge,
        twoManRuleKey: appServerShare,
      }),
    )
    try {
      await this.acceptAccount(sdk, userId)
    } catch (error) {
      // Someone else's identity: it does not stay on this device.
      await this.dropLocalIdentity()
      throw error
    }
    return NO_CLAIMS
  }

  async dropLocalIdentity(): Promise<void> {
    const sdk = this.sdk
    this.sdk = null
    this.identity = null
    this.unsaved = null
    // Deletes the local database and the saved key backup, and resets the instance.
    if (sdk) await sdk.dropDatabase()
  }

  // ── Users and groups ───────────────────────────────────────────────────────────────────────────

  /** IdentityNotFoundError for the first of `userIds` who has no Seald identity yet. */
  private async requireIdentities(userIds: string[]): Promise<void> {
    const found = await Promise.all(userIds.map((id) => this.appServer.sealdIdOf(id)))
    const missing = userIds.find((_, i) => found[i] === null)
    if (missing !== undefined) throw new IdentityNotFoundError(missing)
  }

  private async requireGroup(groupId: string): Promise<string> {
    const name = await this.appServer.groupNameById(groupId)
    if (name === null) throw new GroupNotFoundError(groupId)
    return name
  }

  /** @internal for SealdSession */
  async checkedRecipients({ users = [], groups = [] }: Recipients) {
    const self = this.userId
    const others = unique(users).filter((id) => id !== self)
    const groupIds = unique(groups)
    await this.requireIdentities(others)
    for (const groupId of groupIds) await this.requireGroup(groupId)
    return { users: others, groups: groupIds }
  }

  /** The group's members as user ids; empty when this user is not one of them (only members may list). */
  private async membersOf(groupId: string): Promise<string[]> {
    const { sdk } = this.requireIdentity()
    const mine = await sdk.listGroups({ mine: true, all: true })
    if (!mine.results.some((group) => group.bearduser.id.toLowerCase() === groupId.toLowerCase())) return []
    const sealdIds = (await sdk.listGroupMembers(groupId)).map((member) => member.id)
    const userIds = await this.appServer.userIdsOf(sealdIds)
    return sealdIds.flatMap((id) => userIds.get(id) ?? [])
  }

  async findGroupByName(name: string): Promise<VaultGroup | null> {
    this.requireIdentity()
    const groupId = await this.appServer.groupIdByName(name)
    if (groupId === null) return null
    return { groupId, name, members: await this.membersOf(groupId) }
  }

  /**
   * Its creator is the group's only administrator: Seald lets administrators alone change members.
   * (The embedded vault lets any member holding the group key add members; the features change
   * members from the creator's browser only: the patient's, the structure's.)
   */
  async createGroup({ name, members }: { name: string; members: string[] }): Promise<VaultGroup> {
    const { sdk, userId } = this.requireIdentity()
    const memberIds = unique([userId, ...members])
    await this.requireIdentities(memberIds.filter((id) => id !== userId))
    const { id: groupId } = await sdk.createGroup({
      groupName: name,
      members: { userIds: memberIds },
      admins: { userIds: [userId] },
    })
    try {
      await this.appServer.registerGroup({ groupId, name })
    } catch (error) {
      // The name was not this group's to take: the group goes, and nothing was encrypted for it.
      await sdk.deleteGroup(groupId).catch(() => undefined)
      throw error
    }
    return { groupId, name, members: memberIds }
  }

  async addGroupMembers(groupId: string, memberIds: string[]): Promise<void> {
    const { sdk, userId } = this.requireIdentity()
    await this.requireGroup(groupId)
    const current = await this.membersOf(groupId)
    if (!current.includes(userId)) {
      throw new VaultError('NOT_A_RECIPIENT', 'Only a member of the group can add members')
    }
    const fresh = unique(memberIds).filter((id) => !current.includes(id))
    if (fresh.length === 0) throw new AlreadyInGroupError(memberIds)
    await this.requireIdentities(fresh)
    await sdk.addGroupMembers(groupId, { userIds: fresh })
  }

  /**
   * Removes the members on Seald, then renews the group's key, which Seald leaves to the caller: the
   * removed members then hold no key of what the group is given afterwards.
   */
  async removeGroupMembers(groupId: string, memberIds: string[]): Promise<void> {
    const { sdk } = this.requireIdentity()
    await this.requireGroup(groupId)
    await sdk.removeGroupMembers(groupId, { userIds: unique(memberIds) })
    await sdk.renewGroupKey(groupId)
  }

  // ── Sessions ────────────────────────────────────────────────────────────────────────────────────

  private async sessionOf(session: SealdEncryptionSession): Promise<SealdSession> {
    const sessionId = session.sessionId.toLowerCase()
    return new SealdSession(this, session, sessionId, await sealdContentKey(session.serialize(), sessionId))
  }

  /** Users are named by their application ids: Seald resolves each through its 'AP' connector. */
  async createSession(recipients: Recipients = {}): Promise<SessionPort> {
    const { sdk } = this.requireIdentity()
    const { users, groups } = await this.checkedRecipients(recipients)
    const session = await sdk.createEncryptionSession(
      { userIds: users, sealdIds: groups },
      { encryptForSelf: true },
    )
    return this.sessionOf(session)
  }

  /** Asks Seald each time: access ends with a revocation or a removal from a group. */
  async retrieveSession(sessionId: string): Promise<SessionPort> {
    const { sdk } = this.requireIdentity()
    if (!SEALD_ID.test(sessionId)) throw new SessionNotFoundError(sessionId)
    let session: SealdEncryptionSession
    try {
      session = await sdk.retrieveEncryptionSession({ sessionId })
    } catch (error) {
      if (isAccessRefusal(error)) throw new SessionNotFoundError(sessionId)
      throw error
    }
    return this.sessionOf(session)
  }
}

class SealdSession implements SessionPort {
  constructor(
    private readonly host: SealdSessionHost,
    private readonly session: SealdEncryptionSession,
    readonly sessionId: string,
    private readonly key: CryptoKey,
  ) {}

  private async keyFor(epoch: number): Promise<CryptoKey> {
    if (epoch !== SEALD_EPOCH) throw new NotARecipientError(this.sessionId)
    return this.key
  }

  encryptString(text: string): Promise<EncryptedEnvelope> {
    return sealText(this.key, this.sessionId, SEALD_EPOCH, text)
  }

  decryptString(envelope: EncryptedEnvelope): Promise<string> {
    return openText(envelope, this.sessionId, (epoch) => this.keyFor(epoch))
  }

  private async fileKey(file: FileInput): Promise<CryptoKey> {
    const header = await readFileHeader(file)
    if (header.sessionId !== this.sessionId) throw new InvalidEnvelopeError(new Error('Other session'))
    return this.keyFor(header.epoch)
  }

  encryptFile(file: FileInput, options?: FileCipherCallOptions): Promise<Uint8Array<ArrayBuffer>> {
    return this.host.fileCipher.encrypt(
      this.key,
      file,
      { sessionId: this.sessionId, epoch: SEALD_EPOCH },
      options,
    )
  }

  async decryptFile(file: FileInput, options?: FileCipherCallOptions): Promise<Uint8Array<ArrayBuffer>> {
    return this.host.fileCipher.decrypt(await this.fileKey(file), file, options)
  }

  encryptFileToBlob(file: FileInput, options?: FileCipherCallOptions): Promise<Blob> {
    return this.host.fileCipher.encryptToBlob(
      this.key,
      file,
      { sessionId: this.sessionId, epoch: SEALD_EPOCH },
      options,
    )
  }

  async decryptFileToBlob(file: FileInput, options?: FileCipherCallOptions): Promise<Blob> {
    return this.host.fileCipher.decryptToBlob(await this.fileKey(file), file, options)
  }

  /** Seald gives the new recipients the session's key, hence all of its history. */
  async addRecipients(recipients: Recipients): Promise<void> {
    const { users, groups } = await this.host.checkedRecipients(recipients)
    if (users.length === 0 && groups.length === 0) return
    const { addedRecipients } = await this.session.addRecipients({ userIds: users, sealdIds: groups })
    const refused = Object.entries(addedRecipients)
      .filter(([, added]) => added.error !== null || added.status >= 400)
      .map(([sealdId]) => sealdId)
    if (refused.length > 0) throw new RefusedByServiceError('Seald refused some recipients', refused)
  }

  /**
   * Seald's form of a claim is a TMR access (`addTmrAccess`, converted with `convertTmrAccesses`),
   * which `@seald-io/sdk` 0.25 does not have. Encrypting for an unregistered user instead
   * (`allowUnregisteredUsers`) would hand the session key to Seald's servers: not end-to-end.
   */
  addClaim(): Promise<string> {
    return Promise.reject(new NotSupportedError('key claims (Seald TMR accesses)'))
  }

  /**
   * Seald stops serving the session to them; its key does not change (`rotatesKeysOnRevocation`).
   * Seald lets only whoever added a recipient, or the session's administrator, revoke them.
   */
  async revokeRecipients({ users = [], groups = [] }: Recipients): Promise<void> {
    const { sealdIds } = await this.session.revokeRecipients({
      userIds: unique(users),
      sealdIds: unique(groups),
    })
    const refused = Object.entries(sealdIds)
      .filter(([, status]) => status === 'ko')
      .map(([sealdId]) => sealdId)
    if (refused.length > 0)
      throw new RefusedByServiceError('Seald refused to revoke some recipients', refused)
  }
}
