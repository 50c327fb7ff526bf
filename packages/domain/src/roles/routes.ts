import { modeCapabilities } from '../applications/modes.ts'
import { doesServiceRequestTour, takesCareRequests, type RoleContext } from './navigation.ts'
import { isDispatchRole, isPractitioner } from './roles.ts'

/** The session as the shell sees it while deciding where a URL may go (the spec's shell). */
export interface SessionState {
  signedIn: boolean
  /** Result of loading the user data: `'ok'`, or the HTTP status / error that stopped it. */
  userData: 'ok' | 'notFound' | 'unauthorized' | 'error' | 'loading'
  active?: boolean
  hasType?: boolean
  /** Number of organizations the user belongs to. */
  organizationCount?: number
}

export type RouteDecision =
  { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'error' } | { kind: 'loading' }

const allow: RouteDecision = { kind: 'allow' }
const redirect = (to: string): RouteDecision => ({ kind: 'redirect', to })

const PUBLIC_PREFIXES = ['/login', '/register', '/oauth', '/legals', '/wizardPEC', '/logout']

function startsWith(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)
}

/**
 * Where a path leads for a session and role: the redirects the spec lists for each screen and user type in
 * one function, so the browser's guards and the API's authorisation tests read the same table. `ctx` is
 * absent before the user data is known.
 */
export function resolveRoute(rawPath: string, session: SessionState, ctx?: RoleContext): RouteDecision {
  const path = rawPath.split('#')[0]!.split('?')[0]!.replace(/\/+$/, '') || '/'
  if (path === '/') return redirect(session.signedIn ? '/app' : '/login')
  if (PUBLIC_PREFIXES.some((p) => startsWith(path, p))) return allow
  if (path === '/new-user') return session.signedIn ? allow : redirect('/login')
  if (path === '/pending-activation') {
    if (!session.signedIn || session.userData === 'notFound') return redirect('/login')
    return session.userData === 'ok' && session.active ? redirect('/app') : allow
  }
  if (!startsWith(path, '/app')) return allow // the not-found page handles it

  if (!session.signedIn) return redirect('/login')
  switch (session.userData) {
    case 'loading':
      return { kind: 'loading' }
    case 'notFound':
      return redirect('/new-user')
    case 'unauthorized':
      return redirect('/login')
    case 'error':
      return { kind: 'error' }
  }
  if (!session.hasType || !ctx) return redirect('/new-user')
  if (!session.active) return redirect('/pending-activation')
  return resolveAppRoute(path, session, ctx)
}

function resolveAppRoute(path: string, session: SessionState, ctx: RoleContext): RouteDecision {
  const { userType, application } = ctx
  const dispatch = isDispatchRole(userType)
  const home = redirect('/app')

  if (dispatch) {
    // Dispatch roles see only the dashboard and the map, plus the footer's guides and settings.
    if (ctx.isAdmin && startsWith(path, '/app/admin')) return allow
    if (path === '/app') return allow
    return ['/app/map', '/app/user/settings', '/app/ressources'].some((p) => startsWith(path, p))
      ? allow
      : home
  }
  if (startsWith(path, '/app/map')) return home
  if (startsWith(path, '/app/admin')) return ctx.isAdmin ? allow : home
  if (startsWith(path, '/app/organization')) {
    if (userType === 'patient') return home
    if ((session.organizationCount ?? 0) === 0 && userType !== 'organization')
      return redirect('/app/join-organization')
    const mode = modeCapabilities(application)
    if (startsWith(path, '/app/organization/requests') && !mode.hasOrganizationRequests) return home
    if (startsWith(path, '/app/organization/transmissions') && !mode.hasTransmissions) return home
    return allow
  }
  if (startsWith(path, '/app/join-organization')) return userType === 'patient' ? home : allow
  if (startsWith(path, '/app/requests')) return takesCareRequests(ctx) ? allow : home
  if (startsWith(path, '/app/service-request-tour')) return doesServiceRequestTour(ctx) ? allow : home
  if (
    ['/app/teleexpertises', '/app/contacts', '/app/appointment/report'].some((p) => startsWith(path, p)) &&
    !isPractitioner(userType)
  ) {
    return home
  }
  return allow
}
