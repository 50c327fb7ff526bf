// What happens when the API says the session is gone (RelaisApp's client asks): public pages (/register,
// /oauth, /legals…) stay, those needing a session go to /login. Loaded then, not with the app: the
// domain's route rules are not needed before.
import { resolveRoute } from '@relais/domain'

/** What this needs of the app's router. */
interface Router {
  state: { location: { pathname: string } }
  navigate: (to: string, options: { replace: boolean }) => Promise<void>
}

export function leaveWhatNeedsASession(router: Router) {
  const path = router.state.location.pathname
  const decision = resolveRoute(path, { signedIn: false, userData: 'unauthorized' })
  if (decision.kind === 'redirect' && path !== '/login') void router.navigate('/login', { replace: true })
}
