// Session and current-user hooks shared by the sign-in screens and the shell's guards.
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { asApiError, useApi, type Session } from '@relais/api-client'
import { useNavigate } from 'react-router'
import { useAppConfig } from '../config/AppConfig.tsx'
import { clearPendingMedicalRecord } from './pending-medical-record.ts'
import { CURRENT_USER_OPTIONS } from './current-user.ts'

/** `GET /user/current`: 200 the user, 401 no session, 404 a session without an account yet. */
export function useCurrentUser() {
  const { $api } = useApi()
  return $api.useQuery('get', '/user/current', {}, CURRENT_USER_OPTIONS)
}

/** `GET /auth/session`: the session, or `null` for an anonymous visitor (204, not an error). */
export function useSession() {
  const { $api, client } = useApi()
  return useQuery({
    queryKey: $api.queryOptions('get', '/auth/session', {}).queryKey,
    queryFn: async ({ signal }): Promise<Session | null> => {
      const { data, error } = await client.GET('/auth/session', { signal })
      if (error) throw error
      return data ?? null
    },
    retry: false,
    staleTime: 30_000,
  })
}

/** The HTTP status behind a failed query, when the API answered with its error shape. */
export function statusOf(error: unknown): number | null {
  return asApiError(error)?.statusCode ?? null
}

export function useLogout() {
  const { client, $api } = useApi()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const config = useAppConfig()
  return async () => {
    // Medical answers not yet encrypted by the vault must not stay behind the person who leaves.
    clearPendingMedicalRecord(config)
    const session = queryClient.getQueryData<Session>($api.queryOptions('get', '/auth/session', {}).queryKey)
    // A Pro Santé Connect session also ends at the provider (its page, then back to /login).
    if (session?.identifier.type === 'psc') {
      await navigate('/oauth/psc/logout', { replace: true })
      return
    }
    try {
      await client.POST('/auth/logout')
    } finally {
      // Whatever the API said, nothing of this user may stay in memory.
      queryClient.clear()
      await navigate('/login', { replace: true })
    }
  }
}
