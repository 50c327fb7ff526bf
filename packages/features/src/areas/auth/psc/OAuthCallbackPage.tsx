// /oauth and /oauth/psc (the spec's routes): back from a third-party sign-in, load the user. 200 → /app,
// 404 → /new-user (the session's identityProvider carries the professional identity and its type),
// anything else → the login page with its error alert.
import { Navigate, useSearchParams } from 'react-router'
import { LoadingScreen } from '@relais/ui'
import { visuallyHidden } from '@relais/ui/themes'
import { LOADING_MESSAGES } from '@relais/domain'
import { useApi } from '@relais/api-client'
import { statusOf } from '../../../core/session/session.ts'
import { pscErrorMessage, type LoginLocationState } from './pscFlow.ts'

export function OAuthCallbackPage() {
  const [params] = useSearchParams()
  const error = params.get('error')
  const { $api } = useApi()
  // Same query as the shell's useCurrentUser, so /app and /new-user start from this answer.
  const user = $api.useQuery('get', '/user/current', {}, { retry: false, staleTime: 60_000, enabled: !error })

  if (error) {
    const state: LoginLocationState = { pscError: pscErrorMessage(error) }
    return <Navigate to="/login" replace state={state} />
  }
  if (user.isPending) {
    // A page of its own for a moment: a landmark and a title, for screen readers too.
    return (
      <main>
        <h1 className={visuallyHidden}>Connexion avec Pro Santé Connect</h1>
        <LoadingScreen message={LOADING_MESSAGES.profile} />
      </main>
    )
  }
  if (user.data) return <Navigate to="/app" replace />
  if (statusOf(user.error) === 404) return <Navigate to="/new-user" replace />
  const state: LoginLocationState = { pscError: pscErrorMessage(null) }
  return <Navigate to="/login" replace state={state} />
}
