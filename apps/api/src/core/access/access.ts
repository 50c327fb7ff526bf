// Who may call an operation, as openapi.yaml declares it in `x-access`, and the one guard that enforces
// it before any handler runs. Handlers still check what only the data can tell (is this caller a
// participant of this conversation, a member of that structure); the declaration names that rule too,
// so that the authorization matrix test knows which calls to aim at someone else's resource.
import type { Request } from '@hapi/hapi'
import { apiError, forbidden, unauthorized } from '../errors.ts'
import type { AuthenticatedSession } from '../sessions/session-service.ts'

const CALLERS = ['public', 'session', 'newSession', 'account', 'admin'] as const
/**
 * - public: anyone, signed in or not.
 * - session: a live session, with or without an account (the registration flow's directory lookups).
 * - newSession: a session whose identifier has no account yet (registration itself).
 * - account: a session bound to an account.
 * - admin: an account holding an administrator grant, acting as itself.
 */
type CallerKind = (typeof CALLERS)[number]

const RESOURCE_RULES = ['none', 'self', 'participant', 'member', 'grant'] as const
/**
 * What the handler checks on the data: nothing more, the caller's own data, a participant of the
 * resource (a conversation, an encryption session), a member of the structure or group, or the holder
 * of an accepted access grant on a patient's data.
 */
type ResourceRule = (typeof RESOURCE_RULES)[number]

const USER_TYPES = [
  'patient',
  'doctor',
  'assistant',
  'midwife',
  'organization',
  'dispatchManager',
  'dispatchOperator',
] as const

export interface AccessRule {
  caller: CallerKind
  /** The account types allowed; all when absent. */
  userTypes?: readonly string[]
  /** An account awaiting review (inactive) may call it: only reading its own status and signing out. */
  inactive: 'allow' | 'deny'
  /**
   * An administrator acting through someone's account: `deny` for what touches identity or secrets
   * (the impersonation is read-only for them), `require` for what only makes sense while impersonating.
   */
  impersonation: 'allow' | 'deny' | 'require'
  resource: ResourceRule
}

/** What the guard needs to know of the account behind a session. */
export interface CallerSummary {
  userType: string
  active: boolean
  impersonating: boolean
  isAdmin: boolean
}

export interface CallerResolver {
  /** The account behind the session (undefined when it has none yet); may keep it on the request. */
  resolve(request: Request, session: AuthenticatedSession): Promise<CallerSummary | undefined>
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value)

/** Reads and checks an operation's declaration; a missing or malformed one stops the server at start. */
export function parseAccess(
  operationId: string,
  raw: unknown,
  session: 'none' | 'optional' | 'required',
): AccessRule {
  const fail = (why: string) => new Error(`x-access of ${operationId}: ${why}`)
  if (typeof raw !== 'object' || raw === null)
    throw fail('missing (every operation declares who may call it)')
  const known = new Set(['caller', 'userTypes', 'inactive', 'impersonation', 'resource'])
  for (const key of Object.keys(raw)) if (!known.has(key)) throw fail(`unknown key ${key}`)
  const value = raw as Record<string, unknown>
  if (!isOneOf(CALLERS, value.caller)) throw fail(`caller must be one of ${CALLERS.join(', ')}`)
  const caller = value.caller
  if (caller !== 'public' && session !== 'required') throw fail(`caller ${caller} needs a required session`)
  const rule: AccessRule = {
    caller,
    inactive: 'deny',
    impersonation: 'allow',
    resource: 'none',
  }
  if (value.userTypes !== undefined) {
    if (!Array.isArray(value.userTypes) || !value.userTypes.every((t) => isOneOf(USER_TYPES, t))) {
      throw fail('userTypes must list user types')
    }
    if (caller !== 'account' && caller !== 'admin') throw fail('userTypes needs an account')
    rule.userTypes = value.userTypes as string[]
  }
  if (value.inactive !== undefined) {
    if (value.inactive !== 'allow') throw fail('inactive is either absent or allow')
    rule.inactive = 'allow'
  }
  if (value.impersonation !== undefined) {
    if (!isOneOf(['allow', 'deny', 'require'] as const, value.impersonation)) {
      throw fail('impersonation must be allow, deny or require')
    }
    rule.impersonation = value.impersonation
  }
  if (value.resource !== undefined) {
    if (!isOneOf(RESOURCE_RULES, value.resource))
      throw fail(`resource must be one of ${RESOURCE_RULES.join(', ')}`)
    rule.resource = value.resource
  }
  return rule
}

export const noAccount = () => apiError(404, 'NOT_FOUND', 'Aucun compte pour cet identifiant')
const accountInactive = () => apiError(403, 'FORBIDDEN', "Votre compte est en attente d'activation")
export const noImpersonation = () =>
  forbidden("Action impossible en agissant pour le compte d'un autre utilisateur")
export const notImpersonating = () =>
  apiError(409, 'CONFLICT', "Cette session n'emprunte l'identité d'aucun compte")
const wrongUserType = () => forbidden("Cette action n'est pas ouverte à votre type de compte")

/**
 * Enforces `rule` for a request whose session (if any) is already authenticated. Throws the answer a
 * refused caller gets; returns when the handler may run.
 */
export async function enforceAccess(
  rule: AccessRule,
  request: Request,
  session: AuthenticatedSession | undefined,
  callers: CallerResolver,
): Promise<void> {
  if (rule.caller === 'public') return
  if (!session) throw unauthorized()
  const caller = await callers.resolve(request, session)
  if (!caller) {
    if (rule.caller === 'account' || rule.caller === 'admin') throw noAccount()
    return
  }
  if (!caller.active && rule.inactive === 'deny') throw accountInactive()
  if (rule.caller === 'session' || rule.caller === 'newSession') return
  if (rule.impersonation === 'deny' && caller.impersonating) throw noImpersonation()
  if (rule.impersonation === 'require' && !caller.impersonating) throw notImpersonating()
  if (rule.caller === 'admin' && !caller.isAdmin) throw forbidden()
  if (rule.userTypes && !rule.userTypes.includes(caller.userType)) throw wrongUserType()
}
