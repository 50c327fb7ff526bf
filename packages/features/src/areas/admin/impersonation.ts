// Impersonation (the spec's roles and errors), used by the debug drawer and the red banner. The server
// decides who may impersonate; a failure is alerted as 'Error: ' + message.
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { asApiError, useApi } from '@relais/api-client'

function impersonationErrorMessage(error: unknown): string {
  const message =
    asApiError(error)?.message ?? (error instanceof Error ? error.message : String(error ?? 'inconnue'))
  return `Error: ${message}`
}

/** Runs a session switch, then starts the app again from /app for the account now signed in. */
function useSessionSwitch() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [pending, setPending] = useState(false)
  const run = async (call: () => Promise<{ error?: unknown }>) => {
    setPending(true)
    try {
      const { error } = await call()
      if (error) throw error
      // Everything cached belongs to the previous account: drop it and reload what is on screen.
      await navigate('/app', { replace: true })
      await queryClient.resetQueries()
      return true
    } catch (error) {
      window.alert(impersonationErrorMessage(error))
      return false
    } finally {
      setPending(false)
    }
  }
  return { run, pending }
}

export function useImpersonation() {
  const { client } = useApi()
  const { run, pending } = useSessionSwitch()
  return {
    pending,
    impersonate: (email: string) => run(() => client.POST('/auth/impersonate', { body: { email } })),
    restore: () => run(() => client.POST('/auth/impersonate/restore')),
  }
}
