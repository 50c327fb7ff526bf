// The shell's start-up as one pure function of what is known so far (the spec's shell): the
// profile loads, then the vault unlocks, then the app renders. Redirects come from the domain's route
// table, so the guard and the API's authorisation tests read the same rules.
import {
  isUserType,
  LOADING_MESSAGES,
  resolveRoute,
  type RoleContext,
  type SessionState,
} from '@relais/domain'
import type { ApplicationName, User } from '@relais/api-client'
import { countryOf } from '../core/session/signed-in.tsx'

export const LOADING_PROFILE_MESSAGE = LOADING_MESSAGES.profile
export const UNLOCKING_MESSAGE = LOADING_MESSAGES.unlocking

export type ShellPhase =
  | { kind: 'loadingProfile' }
  | { kind: 'redirect'; to: string }
  | { kind: 'error'; error: unknown }
  | { kind: 'unlocking'; user: User; role: RoleContext }
  | { kind: 'ready'; user: User; role: RoleContext }

export interface ShellInputs {
  path: string
  application: ApplicationName
  /** The `GET /user/current` query. */
  profile:
    | { status: 'pending' }
    | { status: 'error'; httpStatus: number | null; error: unknown }
    | { status: 'success'; user: User }
  vaultUnlocked: boolean
}

function roleContextOf(user: User, application: ApplicationName): RoleContext {
  return { userType: user.userType, application, isAdmin: user.isAdmin, country: countryOf(user) }
}

function sessionStateOf(profile: ShellInputs['profile']): SessionState {
  switch (profile.status) {
    case 'pending':
      return { signedIn: true, userData: 'loading' }
    case 'error':
      if (profile.httpStatus === 401) return { signedIn: false, userData: 'unauthorized' }
      if (profile.httpStatus === 404) return { signedIn: true, userData: 'notFound' }
      return { signedIn: true, userData: 'error' }
    case 'success':
      return {
        signedIn: true,
        userData: 'ok',
        active: profile.user.active,
        hasType: isUserType(profile.user.userType),
        organizationCount: profile.user.organizations.length,
      }
  }
}

export function shellPhase({ path, application, profile, vaultUnlocked }: ShellInputs): ShellPhase {
  const role = profile.status === 'success' ? roleContextOf(profile.user, application) : undefined
  const decision = resolveRoute(path, sessionStateOf(profile), role)
  switch (decision.kind) {
    case 'loading':
      return { kind: 'loadingProfile' }
    case 'redirect':
      return { kind: 'redirect', to: decision.to }
    case 'error':
      return { kind: 'error', error: profile.status === 'error' ? profile.error : null }
  }
  if (profile.status !== 'success' || !role) return { kind: 'loadingProfile' }
  return vaultUnlocked
    ? { kind: 'ready', user: profile.user, role }
    : { kind: 'unlocking', user: profile.user, role }
}
