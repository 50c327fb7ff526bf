// TEST-ONLY in-memory KeyDirectory. It checks the consistency rules the real directory (the API) must
// also check, but performs NO authorisation: any caller can read anything. Never use it in the product.
import {
  AlreadyInGroupError,
  AlreadyRegisteredError,
  GroupNotFoundError,
  SessionNotFoundError,
} from './errors.ts'
import type { PublicIdentity } from './identity.ts'
import type {
  ClaimSealedKey,
  GroupKeyShare,
  GroupRecord,
  GroupRenewal,
  KeyClaim,
  KeyDirectory,
  Recipient,
  SessionEpoch,
  SessionRecord,
  WrappedKey,
} from './key-directory.ts'

const clone = <T>(value: T): T => structuredClone(value)
const sameRecipient = (a: Recipient, b: { kind: string; id: string }) => a.kind === b.kind && a.id === b.id

export class MemoryKeyDirectory implements KeyDirectory {
  readonly identities = new Map<string, PublicIdentity>()
  readonly sessions = new Map<string, SessionRecord>()
  /** Every wrapped key, public so that tests can play an attacker who reads the whole database. */
  wrappedKeys: WrappedKey[] = []
  readonly groups = new Map<string, GroupRecord>()
  groupShares: GroupKeyShare[] = []
  /** The claims by id, each with the user it was made for. */
  readonly claims = new Map<string, KeyClaim & { forUserId: string }>()

  async publishIdentity(identity: PublicIdentity): Promise<void> {
    if (this.identities.has(identity.userId)) throw new AlreadyRegisteredError()
    this.identities.set(identity.userId, clone(identity))
  }

  async getIdentity(userId: string): Promise<PublicIdentity | null> {
    const identity = this.identities.get(userId)
    return identity ? clone(identity) : null
  }

  async createSession(record: SessionRecord, keys: WrappedKey[]): Promise<void> {
    if (this.sessions.has(record.sessionId)) throw new Error('Session exists')
    this.sessions.set(record.sessionId, clone(record))
    this.wrappedKeys.push(...clone(keys))
  }

  async getSession(sessionId: string): Promise<SessionRecord | null> {
    const record = this.sessions.get(sessionId)
    return record ? clone(record) : null
  }

  private session(sessionId: string): SessionRecord {
    const record = this.sessions.get(sessionId)
    if (!record) throw new SessionNotFoundError(sessionId)
    return record
  }

  async addSessionEpoch(sessionId: string, epoch: SessionEpoch, keys: WrappedKey[]): Promise<void> {
    const record = this.session(sessionId)
    if (record.epochs.some((e) => e.epoch === epoch.epoch)) throw new Error('Epoch exists')
    record.epochs.push(clone(epoch))
    this.wrappedKeys.push(...clone(keys))
  }

  async addSessionRecipients(sessionId: string, recipients: Recipient[], keys: WrappedKey[]): Promise<void> {
    const record = this.session(sessionId)
    for (const recipient of recipients) {
      if (!record.recipients.some((r) => sameRecipient(r, recipient)))
        record.recipients.push(clone(recipient))
    }
    for (const key of keys) {
      const epoch = record.epochs.find((e) => e.epoch === key.epoch)
      if (epoch && key.sealedFor.kind === 'group')
        epoch.groupKeyVersions[key.sealedFor.id] = key.sealedFor.keyVersion
    }
    this.wrappedKeys.push(...clone(keys))
  }

  async removeSessionRecipients(sessionId: string, recipients: Recipient[]): Promise<void> {
    const record = this.session(sessionId)
    record.recipients = record.recipients.filter((r) => !recipients.some((x) => sameRecipient(r, x)))
    this.wrappedKeys = this.wrappedKeys.filter(
      (k) => k.sessionId !== sessionId || !recipients.some((x) => sameRecipient(x, k.sealedFor)),
    )
  }

  async getWrappedKeys(sessionId: string, epoch: number, userId: string): Promise<WrappedKey[]> {
    return clone(
      this.wrappedKeys.filter(
        (k) =>
          k.sessionId === sessionId &&
          k.epoch === epoch &&
          (k.sealedFor.kind === 'user'
            ? k.sealedFor.id === userId
            : (this.groups.get(k.sealedFor.id)?.members.includes(userId) ?? false)),
      ),
    )
  }

  async addSessionClaim(
    sessionId: string,
    claim: { claimId: string; forUserId: string; keys: ClaimSealedKey[] },
  ): Promise<void> {
    const record = this.session(sessionId)
    if (this.claims.has(claim.claimId)) throw new Error('Claim exists')
    for (const key of claim.keys) {
      if (!record.epochs.some((e) => e.epoch === key.epoch)) throw new Error('Unknown epoch')
    }
    this.claims.set(claim.claimId, { ...clone(claim), sessionId, createdBy: record.createdBy })
  }

  async listClaims(userId: string): Promise<KeyClaim[]> {
    return [...this.claims.values()]
      .filter((claim) => claim.forUserId === userId)
      .map(({ claimId, sessionId, createdBy, keys }) => clone({ claimId, sessionId, createdBy, keys }))
  }

  async convertClaim(claimId: string, userId: string, keys: WrappedKey[]): Promise<void> {
    const claim = this.claims.get(claimId)
    if (!claim || claim.forUserId !== userId) throw new SessionNotFoundError(claimId)
    if (
      keys.some(
        (k) => k.sessionId !== claim.sessionId || k.sealedFor.kind !== 'user' || k.sealedFor.id !== userId,
      )
    ) {
      throw new Error('Keys sealed for someone else')
    }
    await this.addSessionRecipients(claim.sessionId, [{ kind: 'user', id: userId }], keys)
    this.claims.delete(claimId)
  }

  async createGroup(group: GroupRecord, shares: GroupKeyShare[]): Promise<void> {
    if (this.groups.has(group.groupId)) throw new Error('Group exists')
    this.groups.set(group.groupId, clone(group))
    this.groupShares.push(...clone(shares))
  }

  async getGroup(groupId: string): Promise<GroupRecord | null> {
    const group = this.groups.get(groupId)
    return group ? clone(group) : null
  }

  async findGroupByName(name: string): Promise<GroupRecord | null> {
    const group = [...this.groups.values()].find((g) => g.name === name)
    return group ? clone(group) : null
  }

  private group(groupId: string): GroupRecord {
    const group = this.groups.get(groupId)
    if (!group) throw new GroupNotFoundError(groupId)
    return group
  }

  async addGroupMembers(groupId: string, memberIds: string[], shares: GroupKeyShare[]): Promise<void> {
    const group = this.group(groupId)
    const fresh = memberIds.filter((id) => !group.members.includes(id))
    if (fresh.length === 0) throw new AlreadyInGroupError(memberIds)
    group.members.push(...fresh)
    this.groupShares.push(...clone(shares.filter((s) => fresh.includes(s.memberId))))
  }

  async renewGroupKey(groupId: string, renewal: GroupRenewal): Promise<void> {
    const group = this.group(groupId)
    if (renewal.keyVersion !== group.keyVersion + 1) throw new Error('Stale group key version')
    group.members = group.members.filter((id) => !renewal.removedMembers.includes(id))
    group.keyVersion = renewal.keyVersion
    group.publicKeys[renewal.keyVersion] = clone(renewal.publicKey)
    this.groupShares = this.groupShares.filter(
      (s) => s.groupId !== groupId || !renewal.removedMembers.includes(s.memberId),
    )
    this.groupShares.push(...clone(renewal.shares))
  }

  async getGroupKeyShare(
    groupId: string,
    keyVersion: number,
    memberId: string,
  ): Promise<GroupKeyShare | null> {
    const share = this.groupShares.find(
      (s) => s.groupId === groupId && s.keyVersion === keyVersion && s.memberId === memberId,
    )
    return share ? clone(share) : null
  }
}
