// The logout page: logs out, then goes to /login.
import { useEffect, useRef } from 'react'
import { LoadingScreen } from '@relais/ui'
import { useLogout } from '../core/session/session.ts'

export function LogoutPage() {
  const logout = useLogout()
  const started = useRef(false)
  useEffect(() => {
    // Strict mode mounts twice in development; log out once.
    if (started.current) return
    started.current = true
    void logout()
  }, [logout])
  return <LoadingScreen message="Déconnexion..." />
}
