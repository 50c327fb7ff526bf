// Who is calling: the session, its account, and whether an administrator is acting through it. Every
// handler that needs an account or an administrator goes through here, so the rule is written once.
import type { Request } from '@hapi/hapi'
import type { components } from '@relais/api-client/schema'
import { noAccount, type CallerResolver, type CallerSummary } from '../access/access.ts'
import type { Application } from '../config.ts'
import { forbidden, unauthorized } from '../errors.ts'
import type { AuthenticatedSession, SessionIdentifierType } from '../sessions/session-service.ts'
import type { AccountStore, Impersonation, UserRecord } from './account-store.ts'

type User = components['schemas']['User']

export interface CurrentAccount {
  session: AuthenticatedSession
  user: UserRecord
  impersonation?: Impersonation
}

declare module '@hapi/hapi' {
  interface RequestApplicationState {
    /** The session's account, loaded once per request by the access guard (null: the session has none). */
    account?: CurrentAccount | null
  }
}

export const usernameOf = (user: Pick<UserRecord, 'email' | 'phone'>) => user.email ?? user.phone ?? ''

/**
 * An administrator is an account holding a grant, acting as itself. A session an administrator
 * impersonates through acts as the account it shows, which is never an administrator's (those cannot
 * be impersonated): it cannot grant, review or impersonate further.
 */
const isAdministrator = (account: CurrentAccount) => !account.impersonation && account.user.isAdmin

export class AccountResolver implements CallerResolver {
  constructor(
    /** Reads any account (not only the caller's): impersonation targets, sign-in, administrators. */
    readonly store: AccountStore,
    private readonly now: () => Date,
  ) {}

  session(request: Request): AuthenticatedSession {
    const session = request.app.session
    if (!session) throw unauthorized()
    return session
  }

  private async load(request: Request, session: AuthenticatedSession): Promise<CurrentAccount | null> {
    if (request.app.account !== undefined) return request.app.account
    const { row } = session
    // The account may have been created after sign-in, so fall back to the identifier.
    const id =
      row.user_id ??
      (await this.store.findIdByIdentifier(
        row.application as Application,
        row.identifier_type as SessionIdentifierType,
        row.identifier,
      ))
    const user = id ? await this.store.findById(id) : undefined
    let account: CurrentAccount | null = null
    if (user && user.application === row.application) {
      const impersonation = await this.store.findImpersonation(row.id)
      account = impersonation ? { session, user, impersonation } : { session, user }
    }
    request.app.account = account
    return account
  }

  async resolve(request: Request, session: AuthenticatedSession): Promise<CallerSummary | undefined> {
    const account = await this.load(request, session)
    if (!account) return undefined
    return {
      userType: account.user.userType,
      active: account.user.active,
      impersonating: account.impersonation !== undefined,
      isAdmin: isAdministrator(account),
    }
  }

  /** The account of the session, or 404 when the session has none yet (registration comes next). */
  async account(request: Request): Promise<CurrentAccount> {
    const account = await this.load(request, this.session(request))
    if (!account) throw noAccount()
    return account
  }

  async admin(request: Request): Promise<CurrentAccount> {
    const account = await this.account(request)
    if (!isAdministrator(account)) throw forbidden()
    return account
  }

  toUser(account: CurrentAccount): User {
    return toUser(account.user, this.now(), account.impersonation)
  }
}

function toUser(record: UserRecord, now: Date, impersonation?: Impersonation): User {
  const profile = record.profile
  const addresses = profile?.address ?? []
  const given = profile?.givenName ?? ''
  const family = profile?.familyName ?? ''
  const telecom: User['profile']['telecom'] = []
  if (record.phone) telecom.push({ system: 'PHONE', value: record.phone })
  if (record.email) telecom.push({ system: 'EMAIL', value: record.email })
  const out: User = {
    id: record.id,
    username: usernameOf(record),
    userType: record.userType as User['userType'],
    application: record.application as Application,
    active: record.active,
    isAdmin: !impersonation && record.isAdmin,
    sldId: record.sldId,
    // Spec: XOF when the address country is CI, EUR otherwise.
    currency: addresses[0]?.country === 'CI' ? 'XOF' : 'EUR',
    organizations: record.organizations.map((o) =>
      o.finess ? o : { id: o.id, name: o.name },
    ) as User['organizations'],
    profile: {
      id: profile?.id ?? record.id,
      name: {
        given,
        family,
        // An organization account shows the structure it manages.
        text:
          record.userType === 'organization'
            ? (record.organizations[0]?.name ?? family)
            : `${given} ${family}`.trim(),
      },
      gender: (profile?.gender as 'MALE' | 'FEMALE' | null) ?? null,
      birthDate: profile?.birthDate ?? null,
      telecom,
      address: addresses,
    },
  }
  if (impersonation)
    out.impersonator = { id: impersonation.impersonatorUserId, username: impersonation.impersonatorUsername }
  if (record.termsAcceptedAt) out.termsAcceptedAt = new Date(record.termsAcceptedAt).toISOString()
  const pending = record.identifierChanges.filter((c) => !c.spent && c.expiresAt.getTime() > now.getTime())
  if (pending.length) {
    out.pendingIdentifierChanges = pending.map((c) => ({
      type: c.type,
      value: c.value,
      expiresAt: c.expiresAt.toISOString(),
      codeLength: 6,
    }))
  }
  if (profile) {
    if (profile.rpps) out.profile.rpps = profile.rpps
    if (profile.finess) out.profile.finess = profile.finess
    if (profile.nir) out.profile.nir = profile.nir
    if (profile.languages.length)
      out.profile.languages = profile.languages as NonNullable<User['profile']['languages']>
    if (profile.qualifications.length) out.profile.qualifications = profile.qualifications
    if (profile.description) out.profile.description = profile.description
    if (profile.exerciceZone) out.profile.exerciceZone = profile.exerciceZone
    if (profile.exerciceRadius !== null) {
      out.profile.exerciceRadius = profile.exerciceRadius as NonNullable<User['profile']['exerciceRadius']>
    }
  }
  return out
}
