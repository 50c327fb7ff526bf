// The key directory of the end-to-end encryption (packages/vault's KeyDirectory port, over HTTP) and
// the application server's share of each identity backup. It stores public keys and keys sealed for
// private keys it never sees; what it decides is who may read or change which record.
//
// Rules (the authorization matrix test holds every operation to them):
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
// - Groups: public keys and key versions are readable by any account of the application (they are what
//   one encrypts for); the member list only by members. Only members add members, renew the key or read
//   their own share (403 for non-members of an existing group); a member reads only their own shares.
//   A name that stands for someone (packages/domain's reserved group names) is theirs alone to take:
//   `medical-file:{id}` by that patient, `organization:{id}` by a member of that structure (403).
import { createHash } from 'node:crypto'
import type { Plugin, Request } from '@hapi/hapi'
import { reservedGroupName } from '@relais/domain'
import type { ApiConfig, Application } from '../../config.ts'
import { apiError, forbidden, notFound, validationFailed, type FieldError } from '../../errors.ts'
import type { AccountResolver, CurrentAccount } from '../user/current-account.ts'
import type {
  GroupKeyShare,
  GroupRow,
  KeyDirectoryRepository,
  KeyGroup,
  KeyRecipient,
  KeySession,
  PublicJwk,
  WrappedKey,
} from './key-directory-repository.ts'

export interface KeyDirectoryPluginOptions {
  config: ApiConfig
  accounts: AccountResolver
  directory: KeyDirectoryRepository
  /** Whether the user belongs to the organization of that application (reserved group names). */
  isOrganizationMember: (application: Application, organizationId: string, userId: string) => Promise<boolean>
}

const noImpersonation = () => forbidden("Action impossible en agissant pour le compte d'un autre utilisateur")
const sessionNotFound = () => notFound('Session de chiffrement introuvable')
const groupNotFound = () => notFound('Group not found')
const notAMember = () => forbidden('Réservé aux membres du groupe')
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const reservedName = () => forbidden('Ce nom de groupe est réservé à son titulaire')
const conflict = (message: string) => apiError(409, 'CONFLICT', message)

const sameRecipient = (a: { kind: string; id: string }, b: { kind: string; id: string }) =>
  a.kind === b.kind && a.id === b.id

/** base64url SHA-256 of the raw (uncompressed) point, as the vault computes `signingKeyHash`. */
function rawPointHash(jwk: PublicJwk): string {
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x, 'base64url'),
    Buffer.from(jwk.y, 'base64url'),
  ])
  return createHash('sha256').update(point).digest('base64url')
}

/** Field errors collected while checking a body against the records it refers to. */
class Problems {
  readonly list: FieldError[] = []
  add(field: string, message: string) {
    if (!this.list.some((e) => e.field === field)) this.list.push({ field, message })
  }
  throwIfAny() {
    if (this.list.length) throw validationFailed(this.list)
  }
}

export const keyDirectoryPlugin: Plugin<KeyDirectoryPluginOptions> = {
  name: 'key-directory',
  register(server, { config, accounts, directory, isOrganizationMember }) {
    const reader = (request: Request) => accounts.account(request)
    const writer = async (request: Request): Promise<CurrentAccount> => {
      const account = await accounts.account(request)
      if (account.impersonation) throw noImpersonation()
      return account
    }
    const app = (account: CurrentAccount) => account.user.application as Application

    /** Unknown users and groups of a recipient list, as field errors. */
    async function checkRecipients(
      application: Application,
      recipients: KeyRecipient[],
      field: string,
      problems: Problems,
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
    function checkKeys(
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
    async function sessionFor(account: CurrentAccount, sessionId: string): Promise<KeySession> {
      const ok = await directory.isSessionRecipient(app(account), sessionId, account.user.id)
      const session = ok ? await directory.findSession(sessionId) : undefined
      if (!session) throw sessionNotFound()
      return session
    }

    async function groupsOf(application: Application, recipients: KeyRecipient[]) {
      const groups = new Map<string, GroupRow>()
      for (const r of recipients) {
        if (r.kind !== 'group') continue
        const group = await directory.findGroup(application, { id: r.id })
        if (group) groups.set(r.id, group)
      }
      return groups
    }

    function groupBody(group: GroupRow, viewer: string): KeyGroup {
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
    function checkShares(
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
    function requireSharesOf(
      shares: GroupKeyShare[],
      memberIds: string[],
      version: number,
      problems: Problems,
    ) {
      const missing = memberIds.some(
        (id) => !shares.some((s) => s.memberId === id && s.keyVersion === version),
      )
      if (missing) problems.add('body.shares', 'Chaque membre doit recevoir la clé du groupe')
    }

    // ── Identities ────────────────────────────────────────────────────────────────────────────────

    server.operation('publishKeyIdentity', async ({ request, body }) => {
      const account = await writer(request)
      if (body.userId !== account.user.id) throw forbidden('Vous ne publiez que votre propre identité')
      if (rawPointHash(body.signingKey) !== body.signingKeyHash) {
        throw validationFailed([
          { field: 'body.signingKeyHash', message: 'Ne correspond pas à la clé de signature' },
        ])
      }
      if (!(await directory.publishIdentity(body, config.now()))) {
        throw apiError(409, 'ALREADY_REGISTERED', 'Already registered')
      }
      return { status: 201, body: undefined }
    })

    server.operation('getKeyIdentity', async ({ request, params }) => {
      const account = await reader(request)
      const identity = await directory.findIdentity(app(account), params.userId as string)
      if (!identity) throw notFound('Could not find this identity')
      return { status: 200, body: identity }
    })

    // ── Sessions ──────────────────────────────────────────────────────────────────────────────────

    server.operation('createKeySession', async ({ request, body }) => {
      const account = await writer(request)
      const me = account.user.id
      const { session, keys } = body
      if (session.createdBy !== me) throw forbidden('Le créateur de la session doit être vous')
      const problems = new Problems()
      const epochs = session.epochs.map((e) => e.epoch)
      if (epochs.length === 0) problems.add('body.session.epochs', 'Au moins une époque')
      if (new Set(epochs).size !== epochs.length) problems.add('body.session.epochs', 'Époque en double')
      const groups = await checkRecipients(
        app(account),
        session.recipients,
        'body.session.recipients',
        problems,
      )
      checkKeys(
        keys,
        { sessionId: session.sessionId, epochs, recipients: session.recipients, groups, sealer: me },
        problems,
      )
      problems.throwIfAny()
      if (!(await directory.createSession(app(account), session, keys, config.now()))) {
        throw conflict('Cette session de chiffrement existe déjà')
      }
      return { status: 201, body: undefined }
    })

    server.operation('getKeySession', async ({ request, params }) => {
      const account = await reader(request)
      return { status: 200, body: await sessionFor(account, params.sessionId as string) }
    })

    server.operation('addKeySessionEpoch', async ({ request, params, body }) => {
      const account = await writer(request)
      const session = await sessionFor(account, params.sessionId as string)
      const latest = session.epochs[session.epochs.length - 1]?.epoch ?? -1
      if (body.epoch.epoch <= latest) throw conflict('Cette époque de clé existe déjà')
      const problems = new Problems()
      if (body.epoch.epoch !== latest + 1) problems.add('body.epoch.epoch', `Époque attendue : ${latest + 1}`)
      const groups = await groupsOf(app(account), session.recipients)
      checkKeys(
        body.keys,
        {
          sessionId: session.sessionId,
          epochs: [body.epoch.epoch],
          recipients: session.recipients,
          groups,
          sealer: account.user.id,
        },
        problems,
      )
      problems.throwIfAny()
      if (!(await directory.addEpoch(session.sessionId, body.epoch, body.keys, config.now()))) {
        throw conflict('Cette époque de clé existe déjà')
      }
      return { status: 201, body: undefined }
    })

    server.operation('addKeySessionRecipients', async ({ request, params, body }) => {
      const account = await writer(request)
      const session = await sessionFor(account, params.sessionId as string)
      const problems = new Problems()
      const groups = await checkRecipients(app(account), body.recipients, 'body.recipients', problems)
      checkKeys(
        body.keys,
        {
          sessionId: session.sessionId,
          epochs: session.epochs.map((e) => e.epoch),
          recipients: body.recipients,
          groups,
          sealer: account.user.id,
        },
        problems,
      )
      problems.throwIfAny()
      const fresh = body.recipients.filter((r) => !session.recipients.some((x) => sameRecipient(x, r)))
      const keys = body.keys.filter((k) => fresh.some((r) => sameRecipient(r, k.sealedFor)))
      await directory.addRecipients(session, fresh, keys, config.now())
      return { status: 204, body: undefined }
    })

    server.operation('removeKeySessionRecipients', async ({ request, params, body }) => {
      const account = await writer(request)
      const session = await sessionFor(account, params.sessionId as string)
      await directory.removeRecipients(session.sessionId, body.recipients)
      return { status: 204, body: undefined }
    })

    server.operation('getMyWrappedKeys', async ({ request, params }) => {
      const account = await reader(request)
      const session = await sessionFor(account, params.sessionId as string)
      const keys = await directory.wrappedKeysFor(session.sessionId, Number(params.epoch), account.user.id)
      return { status: 200, body: keys }
    })

    // ── Groups ────────────────────────────────────────────────────────────────────────────────────

    server.operation('createKeyGroup', async ({ request, body }) => {
      const account = await writer(request)
      const me = account.user.id
      const { group, shares } = body
      const members = group.members ?? []
      if (!(await mayTakeName(account, group.name))) throw reservedName()
      const problems = new Problems()
      if (!members.includes(me)) problems.add('body.group.members', 'Vous devez être membre du groupe')
      if (new Set(members).size !== members.length) problems.add('body.group.members', 'Membre en double')
      const known = await directory.existingUsers(app(account), members)
      if (members.some((id) => !known.has(id))) problems.add('body.group.members', 'Utilisateur inconnu')
      if (group.keyVersion !== 1)
        problems.add('body.group.keyVersion', 'Un nouveau groupe commence à la version 1')
      const versions = Object.keys(group.publicKeys)
      if (versions.length !== 1 || versions[0] !== String(group.keyVersion)) {
        problems.add('body.group.publicKeys', 'Une clé publique, celle de la version du groupe')
      }
      checkShares(
        shares,
        { groupId: group.groupId, memberIds: members, maxVersion: group.keyVersion, sealer: me },
        problems,
      )
      requireSharesOf(shares, members, group.keyVersion, problems)
      problems.throwIfAny()
      const created = await directory.createGroup(
        app(account),
        { ...group, members },
        me,
        shares,
        config.now(),
      )
      if (!created) throw conflict('Un groupe de ce nom existe déjà')
      return { status: 201, body: undefined }
    })

    server.operation('getKeyGroup', async ({ request, params }) => {
      const account = await reader(request)
      const group = await directory.findGroup(app(account), { id: params.groupId as string })
      if (!group) throw groupNotFound()
      return { status: 200, body: groupBody(group, account.user.id) }
    })

    server.operation('findKeyGroupByName', async ({ request, query }) => {
      const account = await reader(request)
      const group = await directory.findGroup(app(account), { name: query.name })
      if (!group) throw groupNotFound()
      return { status: 200, body: groupBody(group, account.user.id) }
    })

    /** Whether the caller may create a group of that name (see the reserved names in the rules above). */
    async function mayTakeName(account: CurrentAccount, name: string): Promise<boolean> {
      const reserved = reservedGroupName(name)
      if (!reserved) return true
      if (reserved.kind === 'medicalFile') return reserved.patientId === account.user.id
      // Organizations are identified by UUIDs: anything else names no structure (and no SQL cast error).
      if (!UUID.test(reserved.organizationId)) return false
      return isOrganizationMember(app(account), reserved.organizationId, account.user.id)
    }

    /** The group, when it exists in the application and the caller is a member (403 otherwise). */
    async function groupAsMember(account: CurrentAccount, groupId: string): Promise<GroupRow> {
      const group = await directory.findGroup(app(account), { id: groupId })
      if (!group) throw groupNotFound()
      if (!group.members.includes(account.user.id)) throw notAMember()
      return group
    }

    server.operation('addKeyGroupMembers', async ({ request, params, body }) => {
      const account = await writer(request)
      const group = await groupAsMember(account, params.groupId as string)
      const fresh = [...new Set(body.memberIds)].filter((id) => !group.members.includes(id))
      if (fresh.length === 0) {
        throw apiError(409, 'ADD_MEMBERS_ALREADY_IN_GROUP', 'ADD_MEMBERS_ALREADY_IN_GROUP')
      }
      const problems = new Problems()
      const known = await directory.existingUsers(app(account), fresh)
      if (fresh.some((id) => !known.has(id))) problems.add('body.memberIds', 'Utilisateur inconnu')
      // Shares for people who are members already (added meanwhile) are left out, as the port says.
      const shares = body.shares.filter((s) => !group.members.includes(s.memberId))
      checkShares(
        shares,
        { groupId: group.id, memberIds: fresh, maxVersion: group.keyVersion, sealer: account.user.id },
        problems,
      )
      requireSharesOf(shares, fresh, group.keyVersion, problems)
      problems.throwIfAny()
      await directory.addMembers(group.id, fresh, shares, config.now())
      return { status: 204, body: undefined }
    })

    server.operation('renewKeyGroup', async ({ request, params, body }) => {
      const account = await writer(request)
      const group = await groupAsMember(account, params.groupId as string)
      if (body.keyVersion !== group.keyVersion + 1) {
        throw conflict('La clé du groupe a déjà été renouvelée')
      }
      const removed = body.removedMembers.filter((id) => group.members.includes(id))
      const remaining = group.members.filter((id) => !removed.includes(id))
      const problems = new Problems()
      if (remaining.length === 0) problems.add('body.removedMembers', 'Un groupe garde au moins un membre')
      checkShares(
        body.shares,
        { groupId: group.id, memberIds: remaining, maxVersion: body.keyVersion, sealer: account.user.id },
        problems,
      )
      if (body.shares.some((s) => s.keyVersion !== body.keyVersion)) {
        problems.add('body.shares', 'Les parts sont celles de la nouvelle version')
      }
      requireSharesOf(body.shares, remaining, body.keyVersion, problems)
      problems.throwIfAny()
      const renewed = await directory.renewKey(
        group.id,
        {
          removedMembers: removed,
          keyVersion: body.keyVersion,
          publicKey: body.publicKey,
          shares: body.shares,
        },
        config.now(),
      )
      if (!renewed) throw conflict('La clé du groupe a déjà été renouvelée')
      return { status: 204, body: undefined }
    })

    server.operation('getMyKeyGroupShare', async ({ request, params }) => {
      const account = await reader(request)
      if (params.memberId !== account.user.id) throw forbidden('Vous ne lisez que vos propres parts')
      const group = await directory.findGroup(app(account), { id: params.groupId as string })
      if (!group || !group.members.includes(account.user.id)) throw groupNotFound()
      const share = await directory.findShare(group.id, Number(params.keyVersion), account.user.id)
      if (!share) throw notFound('Aucune part de cette version pour vous')
      return { status: 200, body: share }
    })

    // ── The application server's backup share ─────────────────────────────────────────────────────

    server.operation('getBackupShare', async ({ request }) => {
      const account = await writer(request)
      return { status: 200, body: { share: await directory.backupShare(account.user.id, config.now()) } }
    })
  },
}
