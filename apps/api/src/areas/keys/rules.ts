// The key directory of the end-to-end encryption (packages/vault's KeyDirectory port, over HTTP) and
// the application server's share of each identity backup. It stores public keys and keys sealed for
// private keys it never sees; what it decides is who may read or change which record.
//
// Rules (the authorization matrix holds every operation to them):
// - Every operation needs a signed-in account; user ids are accounts of the caller's application, and
//   sessions and groups belong to the application they were created in (anything else is a 404).
// - An administrator impersonating a user may read (GET) but never write here, nor fetch the backup
//   share: the encryption identity and its recovery stay the user's own (403).
// - Identities: anyone of the application reads a public identity; only its owner publishes it, once.
// - Sessions: only current recipients — the users named, and the current members of the groups named —
//   see a session, add an epoch, add or revoke recipients (404 for anyone else, so a session's existence
//   does not leak). A revoked creator is no longer a recipient. Every wrapped key a caller sends must be
//   sealed by the caller (`box.sealedBy`), for a recipient of the session (or, when adding recipients,
//   for one of the new ones) and an existing epoch.
// - Wrapped keys: a recipient gets only the keys sealed for them and for the groups they belong to now.
// - Claims (a session shared with a user who has no keys yet): made by current recipients only, for a
//   user of the application (404 otherwise), with keys of existing epochs, each once. Only that user lists
//   and converts them (404 for anyone else); converting needs one key per epoch of the claim, sealed by
//   the user for themselves, and makes them a recipient as adding recipients does.
// - Groups: public keys and key versions are readable by any account of the application (they are what
//   one encrypts for); the member list only by members. Only members add members, renew the key or read
//   their own share (403 for non-members of an existing group); a member reads only their own shares.
//   A name that stands for someone (packages/domain's reserved group names) is theirs alone to take:
//   `medical-file:{id}` by that patient, `organization:{id}` by a member of that structure (403).
import { createHash } from 'node:crypto'
import type { Request } from '@hapi/hapi'
import { reservedGroupName } from '@relais/domain'
import { noImpersonation } from '../../core/access/access.ts'
import type { CurrentAccount } from '../../core/accounts/current-account.ts'
import type { Application } from '../../core/config.ts'
import { apiError, forbidden, notFound, validationFailed, type FieldError } from '../../core/errors.ts'
import type {
  GroupKeyShare,
  GroupRow,
  KeyGroup,
  KeyRecipient,
  KeySession,
  PublicJwk,
  WrappedKey,
} from './key-directory-repository.ts'
import type { KeysServices } from './services.ts'

const sessionNotFound = () => notFound('Session de chiffrement introuvable')
export const groupNotFound = () => notFound('Group not found')
const notAMember = () => forbidden('Réservé aux membres du groupe')
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const reservedName = () => forbidden('Ce nom de groupe est réservé à son titulaire')
export const conflict = (message: string) => apiError(409, 'CONFLICT', message)

export const sameRecipient = (a: { kind: string; id: string }, b: { kind: string; id: string }) =>
  a.kind === b.kind && a.id === b.id

/** The caller's account: reads are open to an administrator acting through it. */
export const reader = (request: Request, { accounts }: KeysServices) => accounts.account(request)

/** The caller's account, to write: never an administrator acting through it. */
export async function writer(request: Request, { accounts }: KeysServices): Promise<CurrentAccount> {
  const account = await accounts.account(request)
  if (account.impersonation) throw noImpersonation()
  return account
}

export const app = (account: CurrentAccount) => account.user.application as Application

/** base64url SHA-256 of the raw (uncompressed) point, as the vault computes `signingKeyHash`. */
export function rawPointHash(jwk: PublicJwk): string {
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x, 'base64url'),
    Buffer.from(jwk.y, 'base64url'),
  ])
  return createHash('sha256').update(point).digest('base64url')
}

/** Field errors collected while checking a body against the records it refers to. */
export class Problems {
  readonly list: FieldError[] = []
  add(field: string, message: string) {
    if (!this.list.some((e) => e.field === field)) this.list.push({ field, message })
  }
  throwIfAny() {
    if (this.list.length) throw validationFailed(this.list)
  }
}

/** Unknown users and groups of a recipient list, as field errors. */
export async function checkRecipients(
  application: Application,
  recipients: KeyRecipient[],
  field: string,
  problems: Problems,
  { directory }: KeysServices,
): Promise<Map<string, GroupRow>> {
  const seen: KeyRecipient[] = []
  for (const r of recipients) {
    if (seen.some((s) => sameRecipient(s, r))) problems.add(field, 'Destinataire en double')
    seen.push(r)
  }
  const userIds = recipients.filter((r) => r.kind === 'user').map((r) => r.id)
  const known = await directory.existingUsers(application, userIds)
  if (userIds.some((id) => !known.has(id))) problems.add(field, 'Destinataire inconnu')
  const groups = new Map<string, GroupRow>()
  for (const r of recipients) {
    if (r.kind !== 'group' || groups.has(r.id)) continue
    const group = await directory.findGroup(application, { id: r.id })
    if (group) groups.set(r.id, group)
    else problems.add(field, 'Group not found')
  }
  return groups
}

/** Each key: this session, a listed epoch, sealed by the caller for one of `recipients`. */
export function checkKeys(
  keys: WrappedKey[],
  context: {
    sessionId: string
    epochs: number[]
    recipients: KeyRecipient[]
    groups: Map<string, GroupRow>
    sealer: string
  },
  problems: Problems,
) {
  keys.forEach((key, i) => {
    const field = `body.keys.${i}`
    if (key.sessionId !== context.sessionId) problems.add(`${field}.sessionId`, 'Autre session')
    if (!context.epochs.includes(key.epoch)) problems.add(`${field}.epoch`, 'Époque inconnue')
    if (key.box.sealedBy !== context.sealer) {
      problems.add(`${field}.box.sealedBy`, 'Clé scellée par un autre utilisateur')
    }
    if (!context.recipients.some((r) => sameRecipient(r, key.sealedFor))) {
      problems.add(`${field}.sealedFor`, "Ce destinataire n'est pas concerné")
    } else if (key.sealedFor.kind === 'group') {
      const group = context.groups.get(key.sealedFor.id)
      if (!group || key.sealedFor.keyVersion > group.keyVersion) {
        problems.add(`${field}.sealedFor.keyVersion`, 'Version de clé de groupe inconnue')
      }
    }
  })
}

/** The session, when the caller is one of its current recipients; 404 otherwise. */
export async function sessionFor(
  account: CurrentAccount,
  sessionId: string,
  { directory }: KeysServices,
): Promise<KeySession> {
  const ok = await directory.isSessionRecipient(app(account), sessionId, account.user.id)
  const session = ok ? await directory.findSession(sessionId) : undefined
  if (!session) throw sessionNotFound()
  return session
}

export async function groupsOf(
  application: Application,
  recipients: KeyRecipient[],
  { directory }: KeysServices,
) {
  const groups = new Map<string, GroupRow>()
  for (const r of recipients) {
    if (r.kind !== 'group') continue
    const group = await directory.findGroup(application, { id: r.id })
    if (group) groups.set(r.id, group)
  }
  return groups
}

export function groupBody(group: GroupRow, viewer: string): KeyGroup {
  const body: KeyGroup = {
    groupId: group.id,
    name: group.name,
    keyVersion: group.keyVersion,
    publicKeys: group.publicKeys,
  }
  if (group.members.includes(viewer)) body.members = group.members
  return body
}

/** Shares of one group: sealed by the caller, for `memberIds`, at a version the group has. */
export function checkShares(
  shares: GroupKeyShare[],
  context: { groupId: string; memberIds: string[]; maxVersion: number; sealer: string },
  problems: Problems,
) {
  shares.forEach((share, i) => {
    const field = `body.shares.${i}`
    if (share.groupId !== context.groupId) problems.add(`${field}.groupId`, 'Autre groupe')
    if (!context.memberIds.includes(share.memberId)) {
      problems.add(`${field}.memberId`, "Ce membre n'est pas concerné")
    }
    if (share.keyVersion > context.maxVersion) {
      problems.add(`${field}.keyVersion`, 'Version de clé de groupe inconnue')
    }
    if (share.box.sealedBy !== context.sealer) {
      problems.add(`${field}.box.sealedBy`, 'Clé scellée par un autre utilisateur')
    }
  })
}

/** Every one of `memberIds` must receive the key of `version`. */
export function requireSharesOf(
  shares: GroupKeyShare[],
  memberIds: string[],
  version: number,
  problems: Problems,
) {
  const missing = memberIds.some((id) => !shares.some((s) => s.memberId === id && s.keyVersion === version))
  if (missing) problems.add('body.shares', 'Chaque membre doit recevoir la clé du groupe')
}

/** Whether the caller may create a group of that name (see the reserved names in the rules above). */
export async function mayTakeName(
  account: CurrentAccount,
  name: string,
  { organizations }: KeysServices,
): Promise<boolean> {
  const reserved = reservedGroupName(name)
  if (!reserved) return true
  if (reserved.kind === 'medicalFile') return reserved.patientId === account.user.id
  // Organizations are identified by UUIDs: anything else names no structure (and no SQL cast error).
  if (!UUID.test(reserved.organizationId)) return false
  return organizations.isMember(app(account), reserved.organizationId, account.user.id)
}

/** The group, when it exists in the application and the caller is a member (403 otherwise). */
export async function groupAsMember(
  account: CurrentAccount,
  groupId: string,
  { directory }: KeysServices,
): Promise<GroupRow> {
  const group = await directory.findGroup(app(account), { id: groupId })
  if (!group) throw groupNotFound()
  if (!group.members.includes(account.user.id)) throw notAMember()
  return group
}
