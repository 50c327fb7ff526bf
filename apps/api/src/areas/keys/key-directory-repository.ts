// Reads and writes of the key directory. Authorisation is the handlers' (rules.ts); this layer keeps the
// rules of consistency: identities never overwritten, one row per epoch, group key versions moving by
// one under a conditional update, removed members losing every share at once, a claim converted once.
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { components } from '@relais/api-client/schema'
import { isUniqueViolation } from '../../core/database/database.ts'
import type { DB } from '../database.ts'

type Schemas = components['schemas']
export type KeyIdentity = Schemas['KeyIdentity']
export type KeySession = Schemas['KeySession']
export type KeySessionEpoch = Schemas['KeySessionEpoch']
export type KeyRecipient = Schemas['KeyRecipient']
export type WrappedKey = Schemas['WrappedKey']
export type KeyGroup = Schemas['KeyGroup']
export type GroupKeyShare = Schemas['GroupKeyShare']
export type PublicJwk = Schemas['PublicJwk']
export type KeyClaim = Schemas['KeyClaim']
export type ClaimSealedKey = Schemas['ClaimSealedKey']

export interface GroupRow {
  id: string
  name: string
  keyVersion: number
  members: string[]
  publicKeys: Record<string, PublicJwk>
}

const json = (value: unknown) => JSON.stringify(value)
const versionOf = (key: WrappedKey) => (key.sealedFor.kind === 'group' ? key.sealedFor.keyVersion : 0)

export class KeyDirectoryRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The ids among `ids` that are accounts of `application`. */
  async existingUsers(application: string, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set()
    const rows = await this.db
      .selectFrom('users')
      .select('id')
      .where('application', '=', application)
      .where('id', 'in', ids)
      .execute()
    return new Set(rows.map((r) => r.id))
  }

  // ── Identities ──────────────────────────────────────────────────────────────────────────────────

  /** false when the user already has one (it is never replaced). Sets users.sld_id with it. */
  async publishIdentity(identity: KeyIdentity, now: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('key_identities')
        .values({
          user_id: identity.userId,
          encryption_key: json(identity.encryptionKey),
          signing_key: json(identity.signingKey),
          signing_key_hash: identity.signingKeyHash,
          created_at: now,
        })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .returning('user_id')
        .executeTakeFirst()
      if (!inserted) return false
      await trx
        .updateTable('users')
        .set({ sld_id: identity.userId, updated_at: now })
        .where('id', '=', identity.userId)
        .execute()
      return true
    })
  }

  async findIdentity(application: string, userId: string): Promise<KeyIdentity | undefined> {
    const row = await this.db
      .selectFrom('key_identities as k')
      .innerJoin('users as u', 'u.id', 'k.user_id')
      .where('u.application', '=', application)
      .where('k.user_id', '=', userId)
      .select(['k.user_id', 'k.encryption_key', 'k.signing_key', 'k.signing_key_hash'])
      .executeTakeFirst()
    if (!row) return undefined
    return {
      userId: row.user_id,
      encryptionKey: row.encryption_key as PublicJwk,
      signingKey: row.signing_key as PublicJwk,
      signingKeyHash: row.signing_key_hash,
    }
  }

  // ── Sessions ────────────────────────────────────────────────────────────────────────────────────

  /** Whether `userId` is a current recipient of the session, directly or through a group. */
  async isSessionRecipient(application: string, sessionId: string, userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('key_sessions as s')
      .innerJoin('key_session_recipients as r', 'r.session_id', 's.id')
      .where('s.id', '=', sessionId)
      .where('s.application', '=', application)
      .where((eb) =>
        eb.or([
          eb.and([eb('r.kind', '=', 'user'), eb('r.recipient_id', '=', userId)]),
          eb.and([
            eb('r.kind', '=', 'group'),
            eb(
              'r.recipient_id',
              'in',
              eb.selectFrom('key_group_members').select('group_id').where('user_id', '=', userId),
            ),
          ]),
        ]),
      )
      .select('s.id')
      .executeTakeFirst()
    return row !== undefined
  }

  async findSession(sessionId: string): Promise<KeySession | undefined> {
    const session = await this.db
      .selectFrom('key_sessions')
      .where('id', '=', sessionId)
      .select(['id', 'created_by'])
      .executeTakeFirst()
    if (!session) return undefined
    const [recipients, epochs] = await Promise.all([
      this.db
        .selectFrom('key_session_recipients')
        .where('session_id', '=', sessionId)
        .orderBy('position')
        .select(['kind', 'recipient_id'])
        .execute(),
      this.db
        .selectFrom('key_session_epochs')
        .where('session_id', '=', sessionId)
        .orderBy('epoch')
        .select(['epoch', 'group_key_versions'])
        .execute(),
    ])
    return {
      sessionId: session.id,
      createdBy: session.created_by,
      recipients: recipients.map((r) => ({ kind: r.kind, id: r.recipient_id }) as KeyRecipient),
      epochs: epochs.map((e) => ({
        epoch: e.epoch,
        groupKeyVersions: e.group_key_versions as Record<string, number>,
      })),
    }
  }

  /** false when the session id exists already. */
  async createSession(
    application: string,
    session: KeySession,
    keys: WrappedKey[],
    now: Date,
  ): Promise<boolean> {
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('key_sessions')
          .values({ id: session.sessionId, application, created_by: session.createdBy, created_at: now })
          .execute()
        await this.insertRecipients(trx, session.sessionId, session.recipients, 0)
        for (const epoch of session.epochs) {
          await trx
            .insertInto('key_session_epochs')
            .values({
              session_id: session.sessionId,
              epoch: epoch.epoch,
              group_key_versions: json(epoch.groupKeyVersions),
              created_at: now,
            })
            .execute()
        }
        await this.insertKeys(trx, keys, now)
      })
      return true
    } catch (error) {
      if (isUniqueViolation(error)) return false
      throw error
    }
  }

  private async insertRecipients(
    trx: Kysely<DB>,
    sessionId: string,
    recipients: KeyRecipient[],
    firstPosition: number,
  ) {
    if (recipients.length === 0) return
    await trx
      .insertInto('key_session_recipients')
      .values(
        recipients.map((r, i) => ({
          session_id: sessionId,
          kind: r.kind,
          recipient_id: r.id,
          position: firstPosition + i,
        })),
      )
      .onConflict((oc) => oc.columns(['session_id', 'kind', 'recipient_id']).doNothing())
      .execute()
  }

  /** A wrapped key already stored for the same recipient and epoch is kept, never replaced. */
  private async insertKeys(trx: Kysely<DB>, keys: WrappedKey[], now: Date) {
    if (keys.length === 0) return
    await trx
      .insertInto('key_wrapped_keys')
      .values(
        keys.map((k) => ({
          session_id: k.sessionId,
          epoch: k.epoch,
          sealed_for_kind: k.sealedFor.kind,
          sealed_for_id: k.sealedFor.id,
          sealed_for_version: versionOf(k),
          box: json(k.box),
          created_at: now,
        })),
      )
      .onConflict((oc) =>
        oc
          .columns(['session_id', 'epoch', 'sealed_for_kind', 'sealed_for_id', 'sealed_for_version'])
          .doNothing(),
      )
      .execute()
  }

  /** false when that epoch exists (a concurrent rotation won). */
  async addEpoch(sessionId: string, epoch: KeySessionEpoch, keys: WrappedKey[], now: Date): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('key_session_epochs')
        .values({
          session_id: sessionId,
          epoch: epoch.epoch,
          group_key_versions: json(epoch.groupKeyVersions),
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['session_id', 'epoch']).doNothing())
        .returning('epoch')
        .executeTakeFirst()
      if (!inserted) return false
      await this.insertKeys(trx, keys, now)
      return true
    })
  }

  async addRecipients(
    session: KeySession,
    recipients: KeyRecipient[],
    keys: WrappedKey[],
    now: Date,
  ): Promise<void> {
    await this.db
      .transaction()
      .execute((trx) => this.insertRecipientsWithKeys(trx, session, recipients, keys, now))
  }

  /** Recipients already there, and keys already stored for them, are kept as they are. */
  private async insertRecipientsWithKeys(
    trx: Kysely<DB>,
    session: KeySession,
    recipients: KeyRecipient[],
    keys: WrappedKey[],
    now: Date,
  ) {
    await this.insertRecipients(trx, session.sessionId, recipients, session.recipients.length)
    await this.insertKeys(trx, keys, now)
    // Each epoch remembers the group key version its new group keys were sealed for.
    for (const epoch of session.epochs) {
      const versions = { ...epoch.groupKeyVersions }
      let changed = false
      for (const key of keys) {
        if (key.epoch === epoch.epoch && key.sealedFor.kind === 'group') {
          versions[key.sealedFor.id] = key.sealedFor.keyVersion
          changed = true
        }
      }
      if (!changed) continue
      await trx
        .updateTable('key_session_epochs')
        .set({ group_key_versions: json(versions) })
        .where('session_id', '=', session.sessionId)
        .where('epoch', '=', epoch.epoch)
        .execute()
    }
  }

  async removeRecipients(sessionId: string, recipients: KeyRecipient[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      for (const r of recipients) {
        await trx
          .deleteFrom('key_session_recipients')
          .where('session_id', '=', sessionId)
          .where('kind', '=', r.kind)
          .where('recipient_id', '=', r.id)
          .execute()
        await trx
          .deleteFrom('key_wrapped_keys')
          .where('session_id', '=', sessionId)
          .where('sealed_for_kind', '=', r.kind)
          .where('sealed_for_id', '=', r.id)
          .execute()
      }
    })
  }

  /** The keys of one epoch sealed for the user or for a group the user is a member of now. */
  async wrappedKeysFor(sessionId: string, epoch: number, userId: string): Promise<WrappedKey[]> {
    const rows = await this.db
      .selectFrom('key_wrapped_keys as k')
      .where('k.session_id', '=', sessionId)
      .where('k.epoch', '=', epoch)
      .where((eb) =>
        eb.or([
          eb.and([eb('k.sealed_for_kind', '=', 'user'), eb('k.sealed_for_id', '=', userId)]),
          eb.and([
            eb('k.sealed_for_kind', '=', 'group'),
            eb(
              'k.sealed_for_id',
              'in',
              eb.selectFrom('key_group_members').select('group_id').where('user_id', '=', userId),
            ),
          ]),
        ]),
      )
      .select([
        'k.session_id',
        'k.epoch',
        'k.sealed_for_kind',
        'k.sealed_for_id',
        'k.sealed_for_version',
        'k.box',
      ])
      .orderBy('k.sealed_for_kind', 'desc')
      .execute()
    return rows.map((r) => ({
      sessionId: r.session_id,
      epoch: r.epoch,
      sealedFor:
        r.sealed_for_kind === 'user'
          ? { kind: 'user', id: r.sealed_for_id }
          : { kind: 'group', id: r.sealed_for_id, keyVersion: r.sealed_for_version },
      box: r.box as WrappedKey['box'],
    }))
  }

  // ── Claims ──────────────────────────────────────────────────────────────────────────────────────

  /** false when the claim id is taken. */
  async createClaim(
    application: string,
    claim: {
      claimId: string
      sessionId: string
      forUserId: string
      createdBy: string
      keys: ClaimSealedKey[]
    },
    now: Date,
  ): Promise<boolean> {
    const row = await this.db
      .insertInto('key_claims')
      .values({
        id: claim.claimId,
        application,
        session_id: claim.sessionId,
        for_user_id: claim.forUserId,
        created_by: claim.createdBy,
        keys: json(claim.keys.map(({ epoch, iv, ciphertext }) => ({ epoch, iv, ciphertext }))),
        created_at: now,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst()
    return row !== undefined
  }

  /** The claims made for `userId` in `application`, oldest first; `claimId` narrows them to one. */
  async claimsFor(application: string, userId: string, claimId?: string): Promise<KeyClaim[]> {
    let query = this.db
      .selectFrom('key_claims')
      .where('application', '=', application)
      .where('for_user_id', '=', userId)
      .select(['id', 'session_id', 'created_by', 'keys'])
      .orderBy('created_at')
      .orderBy('id')
    if (claimId !== undefined) query = query.where('id', '=', claimId)
    const rows = await query.execute()
    return rows.map((r) => ({
      claimId: r.id,
      sessionId: r.session_id,
      createdBy: r.created_by,
      keys: r.keys,
    }))
  }

  /**
   * Makes the claim's user a recipient of its session with the keys they sealed for themselves, and
   * deletes the claim, at once. false when the claim is gone (converted by a concurrent request).
   */
  async convertClaim(
    claimId: string,
    session: KeySession,
    recipient: KeyRecipient,
    keys: WrappedKey[],
    now: Date,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const deleted = await trx
        .deleteFrom('key_claims')
        .where('id', '=', claimId)
        .where('for_user_id', '=', recipient.id)
        .returning('id')
        .executeTakeFirst()
      if (!deleted) return false
      await this.insertRecipientsWithKeys(trx, session, [recipient], keys, now)
      return true
    })
  }

  // ── Groups ──────────────────────────────────────────────────────────────────────────────────────

  async findGroup(application: string, by: { id: string } | { name: string }): Promise<GroupRow | undefined> {
    let query = this.db
      .selectFrom('key_groups')
      .where('application', '=', application)
      .select(['id', 'name', 'key_version'])
    query = 'id' in by ? query.where('id', '=', by.id) : query.where('name', '=', by.name)
    const group = await query.executeTakeFirst()
    if (!group) return undefined
    const [members, keys] = await Promise.all([
      this.db
        .selectFrom('key_group_members')
        .where('group_id', '=', group.id)
        .orderBy('added_at')
        .orderBy('user_id')
        .select('user_id')
        .execute(),
      this.db
        .selectFrom('key_group_public_keys')
        .where('group_id', '=', group.id)
        .orderBy('key_version')
        .select(['key_version', 'public_key'])
        .execute(),
    ])
    return {
      id: group.id,
      name: group.name,
      keyVersion: group.key_version,
      members: members.map((m) => m.user_id),
      publicKeys: Object.fromEntries(keys.map((k) => [String(k.key_version), k.public_key as PublicJwk])),
    }
  }

  /** false when the id or the name is taken in the application. */
  async createGroup(
    application: string,
    group: KeyGroup & { members: string[] },
    createdBy: string,
    shares: GroupKeyShare[],
    now: Date,
  ): Promise<boolean> {
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('key_groups')
          .values({
            id: group.groupId,
            application,
            name: group.name,
            key_version: group.keyVersion,
            created_by: createdBy,
            created_at: now,
            updated_at: now,
          })
          .execute()
        await trx
          .insertInto('key_group_public_keys')
          .values(
            Object.entries(group.publicKeys).map(([version, key]) => ({
              group_id: group.groupId,
              key_version: Number(version),
              public_key: json(key),
            })),
          )
          .execute()
        await trx
          .insertInto('key_group_members')
          .values(group.members.map((id) => ({ group_id: group.groupId, user_id: id, added_at: now })))
          .execute()
        await this.insertShares(trx, shares, now)
      })
      return true
    } catch (error) {
      if (isUniqueViolation(error)) return false
      throw error
    }
  }

  private async insertShares(trx: Kysely<DB>, shares: GroupKeyShare[], now: Date) {
    if (shares.length === 0) return
    await trx
      .insertInto('key_group_shares')
      .values(
        shares.map((s) => ({
          group_id: s.groupId,
          key_version: s.keyVersion,
          member_id: s.memberId,
          box: json(s.box),
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.columns(['group_id', 'key_version', 'member_id']).doNothing())
      .execute()
  }

  async addMembers(groupId: string, memberIds: string[], shares: GroupKeyShare[], now: Date): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('key_group_members')
        .values(memberIds.map((id) => ({ group_id: groupId, user_id: id, added_at: now })))
        .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
        .execute()
      await this.insertShares(trx, shares, now)
    })
  }

  /** false when the group is no longer at `keyVersion - 1` (another member renewed first). */
  async renewKey(
    groupId: string,
    renewal: { removedMembers: string[]; keyVersion: number; publicKey: PublicJwk; shares: GroupKeyShare[] },
    now: Date,
  ): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('key_groups')
        .set({ key_version: renewal.keyVersion, updated_at: now })
        .where('id', '=', groupId)
        .where('key_version', '=', renewal.keyVersion - 1)
        .returning('id')
        .executeTakeFirst()
      if (!moved) return false
      if (renewal.removedMembers.length > 0) {
        await trx
          .deleteFrom('key_group_members')
          .where('group_id', '=', groupId)
          .where('user_id', 'in', renewal.removedMembers)
          .execute()
        await trx
          .deleteFrom('key_group_shares')
          .where('group_id', '=', groupId)
          .where('member_id', 'in', renewal.removedMembers)
          .execute()
      }
      await trx
        .insertInto('key_group_public_keys')
        .values({ group_id: groupId, key_version: renewal.keyVersion, public_key: json(renewal.publicKey) })
        .execute()
      await this.insertShares(trx, renewal.shares, now)
      return true
    })
  }

  async findShare(groupId: string, keyVersion: number, memberId: string): Promise<GroupKeyShare | undefined> {
    const row = await this.db
      .selectFrom('key_group_shares')
      .where('group_id', '=', groupId)
      .where('key_version', '=', keyVersion)
      .where('member_id', '=', memberId)
      .select(['group_id', 'key_version', 'member_id', 'box'])
      .executeTakeFirst()
    if (!row) return undefined
    return {
      groupId: row.group_id,
      keyVersion: row.key_version,
      memberId: row.member_id,
      box: row.box as GroupKeyShare['box'],
    }
  }

  // ── The application server's backup share ───────────────────────────────────────────────────────

  /** The user's share, drawn at random on first use. */
  async backupShare(userId: string, now: Date): Promise<string> {
    await this.db
      .insertInto('key_backup_shares')
      .values({ user_id: userId, share: randomBytes(32).toString('base64url'), created_at: now })
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute()
    const row = await this.db
      .selectFrom('key_backup_shares')
      .where('user_id', '=', userId)
      .select('share')
      .executeTakeFirstOrThrow()
    return row.share
  }
}
