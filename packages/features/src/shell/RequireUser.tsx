// The shell's guard (spec section 2, Shell): loads the current user; 401 → /login, 404 → /new-user,
// other errors → the error screen. Nothing under /app renders before the user is known.
import { Navigate, Outlet, useOutletContext } from 'react-router'
import { LoadingScreen } from '@relais/ui'
import { LazyErrorScreen } from './LazyErrorScreen.tsx'
import type { User } from '@relais/api-client'
import { statusOf, useCurrentUser } from '../auth/session.ts'

export function RequireUser() {
  const user = useCurrentUser()
  if (user.isPending) return <LoadingScreen message="Chargement de votre profil..." />
  if (user.isError) {
    const status = statusOf(user.error)
    if (status === 401) return <Navigate to="/login" replace />
    if (status === 404) return <Navigate to="/new-user" replace />
    return <LazyErrorScreen error={user.error} onRetry={() => void user.refetch()} />
  }
  return <Outlet context={user.data satisfies User} />
}

/** The signed-in user, for pages under <RequireUser>. */
export function useSignedInUser(): User {
  return useOutletContext<User>()
}
