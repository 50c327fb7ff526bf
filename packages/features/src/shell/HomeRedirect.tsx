// /: signed-in users go to /app, others to /login.
import { Navigate } from 'react-router'
import { LoadingScreen } from '@relais/ui'
import { useSession } from '../core/session/session.ts'

export function HomeRedirect() {
  const session = useSession()
  if (session.isPending) return <LoadingScreen message="Chargement..." />
  return <Navigate to={session.data ? '/app' : '/login'} replace />
}
