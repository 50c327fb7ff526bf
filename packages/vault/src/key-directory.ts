// The port between the vault and whatever stores public material: public identities, wrapped keys of
// sessions, groups and their wrapped private keys. The server behind it never sees a private key or a
// content key in clear; it decides who may read what (a user fetches only the wrapped keys meant for
// them or their groups) and keeps the metadata. A Seald adapter can sit behind the same shape.
import type { PublicIdentity } from './identity.ts'
import type { SealedBox } from './primitives.ts'

export type Recipient = { kind: 'user'; id: string } | { kind: 'group'; id: string }

/** Who a wrapped key was sealed for; a group's key is sealed for one version of the group key. */
export type SealedFor = { kind: 'user'; id: string } | { kind: 'group'; id: string; keyVersion: number }

/** One content key (of one session epoch) wrapped for one user or one group key version. */
export interface WrappedKey {
  sessionId: string
  epoch: number
  sealedFor: SealedFor
  box: SealedBox
}

/**
 * A session's content key changes (a new epoch) whenever a recipient is revoked or one of its groups
 * renews its key, so that who was removed cannot read what is written afterwards.
 */
export interface SessionEpoch {
  epoch: number
  /** The key version of each recipient group at this epoch. */
  groupKeyVersions: Record<string, number>
}

export interface SessionRecord {
  sessionId: string
  createdBy: string
  /** Current recipients (revoked ones removed). */
  recipients: Recipient[]
  /** Ascending; the last one encrypts new content. */
  epochs: SessionEpoch[]
}

export interface GroupRecord {
  groupId: string
  name: string
  members: string[]
  keyVersion: number
  /** The ECDH public key of each key version, as JWK. */
  publicKeys: Record<number, JsonWebKey>
}

/** A group's private key (one version) wrapped for one member. */
export interface GroupKeyShare {
  groupId: string
  keyVersion: number
  memberId: string
  box: SealedBox
}

export interface GroupRenewal {
  removedMembers: string[]
  /** Must be the current version + 1: a concurrent renewal makes the second one fail. */
  keyVersion: number
  publicKey: JsonWebKey
  /** The new private key wrapped for each remaining member. */
  shares: GroupKeyShare[]
}

/** One epoch's content key encrypted (AES-256-GCM) under a claim's over-encryption key. */
export interface ClaimSealedKey {
  epoch: number
  /** base64url */
  iv: string
  /** base64url: the 32-byte key and its tag */
  ciphertext: string
}

/**
 * A session shared with a user who has no identity yet (Seald: a two-man-rule access). The directory
 * keeps the encrypted keys; the key store keeps the over-encryption key, and gives it only to that user,
 * against a code sent to their email or phone.
 */
export interface KeyClaim {
  claimId: string
  sessionId: string
  createdBy: string
  keys: ClaimSealedKey[]
}

export interface KeyDirectory {
  /** AlreadyRegisteredError when the user already has a published identity (never overwritten). */
  publishIdentity(identity: PublicIdentity): Promise<void>
  /** null when the user has none (the spec's 404: the caller creates one). */
  getIdentity(userId: string): Promise<PublicIdentity | null>

  createSession(record: SessionRecord, keys: WrappedKey[]): Promise<void>
  getSession(sessionId: string): Promise<SessionRecord | null>
  /** Appends an epoch; fails when an epoch with that number exists (a concurrent rotation). */
  addSessionEpoch(sessionId: string, epoch: SessionEpoch, keys: WrappedKey[]): Promise<void>
  /** Also records, per epoch, the group key version each new group's wrapped key was sealed for. */
  addSessionRecipients(sessionId: string, recipients: Recipient[], keys: WrappedKey[]): Promise<void>
  /** Drops the recipients and every wrapped key sealed for them. */
  removeSessionRecipients(sessionId: string, recipients: Recipient[]): Promise<void>
  /** The wrapped keys of one epoch that `userId` may open: their own, and those of their groups. */
  getWrappedKeys(sessionId: string, epoch: number, userId: string): Promise<WrappedKey[]>

  /** Stores a claim for `forUserId`; the caller must be a recipient of the session. */
  addSessionClaim(
    sessionId: string,
    claim: { claimId: string; forUserId: string; keys: ClaimSealedKey[] },
  ): Promise<void>
  /** The claims made for `userId` and not converted yet. */
  listClaims(userId: string): Promise<KeyClaim[]>
  /** Makes `userId` a recipient of the claim's session with the keys it sealed for itself; drops the claim. */
  convertClaim(claimId: string, userId: string, keys: WrappedKey[]): Promise<void>

  createGroup(group: GroupRecord, shares: GroupKeyShare[]): Promise<void>
  getGroup(groupId: string): Promise<GroupRecord | null>
  findGroupByName(name: string): Promise<GroupRecord | null>
  /** AlreadyInGroupError (ignorable) when every one of them is already a member. */
  addGroupMembers(groupId: string, memberIds: string[], shares: GroupKeyShare[]): Promise<void>
  /** Removes members, drops all their shares and switches the group to the new key version. */
  renewGroupKey(groupId: string, renewal: GroupRenewal): Promise<void>
  getGroupKeyShare(groupId: string, keyVersion: number, memberId: string): Promise<GroupKeyShare | null>
}
