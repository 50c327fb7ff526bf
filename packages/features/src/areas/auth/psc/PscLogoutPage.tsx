// /oauth/psc/logout: ends the session here, then Pro Santé Connect's own session (its end-session
// page comes back to /login); without a provider session, straight to /login.
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { LoadingScreen } from '@relais/ui'
import { visuallyHidden } from '@relais/ui/themes'
import { useApi } from '@relais/api-client'

export function PscLogoutPage() {
  const { client } = useApi()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const started = useRef(false)

  useEffect(() => {
    // Strict mode mounts twice in development; log out once.
    if (started.current) return
    started.current = true
    void (async () => {
      let endSessionUrl: string | undefined
      try {
        const { data } = await client.POST('/auth/psc/logout')
        endSessionUrl = data?.endSessionUrl
      } finally {
        // Whatever the API said, nothing of this user may stay in memory.
        queryClient.clear()
      }
      if (endSessionUrl) window.location.assign(endSessionUrl)
      else await navigate('/login', { replace: true })
    })().catch(() => navigate('/login', { replace: true }))
  }, [client, navigate, queryClient])

  return (
    <main>
      <h1 className={visuallyHidden}>Déconnexion de Pro Santé Connect</h1>
      <LoadingScreen message="Déconnexion..." />
    </main>
  )
}
