// Starting and confirming a change of email or phone, with the cached user kept as the API describes
// it: a started change joins `pendingIdentifierChanges`, a confirmed one replaces the identifier. The
// cache is written from the answers rather than refetched, so nothing on screen waits for a reload.
import { useEffect, useReducer } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { asApiError, useApi, type IdentifierType, type User } from '@relais/api-client'
import { conflictFieldErrors } from '@relais/domain'
import {
  activeIdentifierChanges,
  earliestExpiry,
  IDENTIFIER_FIELDS,
  withPendingChange,
  type IdentifierChange,
} from './identifier-changes.ts'

const GENERIC_ERROR = 'Une erreur est survenue'

/**
 * What to say about a failed start or confirmation, at the identifier's field: the spec's conflict
 * message, the API's field error, or its message. Null for a 500, which the client's toast reports.
 */
function identifierErrorMessage(type: IdentifierType, error: unknown): string | null {
  const apiError = asApiError(error)
  if (!apiError) return GENERIC_ERROR
  const conflict = conflictFieldErrors(apiError.conflicts ?? {})[IDENTIFIER_FIELDS[type].form]
  if (conflict) return conflict
  const field = apiError.fieldErrors?.find((f) => f.field === IDENTIFIER_FIELDS[type].api)
  if (field) return field.message
  return apiError.statusCode === 500 ? null : apiError.message || GENERIC_ERROR
}

type StartResult =
  | { ok: true; change: IdentifierChange }
  /** `taken`: another account holds the identifier. */
  | { ok: false; reason: 'taken' | 'other'; message: string | null }

type ConfirmResult =
  | { ok: true; user: User }
  /** `invalid`: wrong or expired code; `locked`: too many tries, a new code is needed; `taken`: another account holds it now. */
  | { ok: false; reason: 'invalid' | 'locked' | 'taken' | 'other'; message: string | null }

export function useIdentifierChangeActions() {
  const { client, $api } = useApi()
  const queryClient = useQueryClient()
  const userKey = $api.queryOptions('get', '/user/current', {}).queryKey
  const updateUser = (update: (user: User) => User) =>
    queryClient.setQueryData<User>(userKey, (user) => (user ? update(user) : user))

  /** Sends a code to `value`; on success the change is pending on the cached user. */
  const start = async (type: IdentifierType, value: string): Promise<StartResult> => {
    const { data, error } = await client.POST('/user/current/identifier-changes', { body: { type, value } })
    if (data) {
      updateUser((user) => withPendingChange(user, type, data))
      // LOCAL/DEV: the dev code hint reads the newest message of the outbox.
      void queryClient.invalidateQueries({ queryKey: ['get', '/dev/outbox'] })
      return { ok: true, change: data }
    }
    const reason = asApiError(error)?.statusCode === 409 ? 'taken' : 'other'
    return { ok: false, reason, message: identifierErrorMessage(type, error) }
  }

  const confirm = async (type: IdentifierType, code: string): Promise<ConfirmResult> => {
    const { data, error } = await client.POST('/user/current/identifier-changes/confirm', {
      body: { type, code },
    })
    if (data) {
      queryClient.setQueryData(userKey, data)
      return { ok: true, user: data }
    }
    const apiError = asApiError(error)
    const status = apiError?.statusCode
    if (status === 409) {
      // The code was spent on an identifier someone else now holds: that change is over.
      updateUser((user) => withPendingChange(user, type, null))
      return { ok: false, reason: 'taken', message: identifierErrorMessage(type, error) }
    }
    if (status === 429) return { ok: false, reason: 'locked', message: apiError?.message ?? GENERIC_ERROR }
    if (apiError?.code === 'INVALID_CODE') {
      const message = apiError.fieldErrors?.find((f) => f.field === 'body.code')?.message ?? apiError.message
      return { ok: false, reason: 'invalid', message }
    }
    return { ok: false, reason: 'other', message: identifierErrorMessage(type, error) }
  }

  return { start, confirm }
}

// setTimeout's longest delay; a change expires within minutes anyway.
const MAX_TIMEOUT_MS = 2 ** 31 - 1

/** The user's changes still waiting for their code; the list updates by itself when one expires. */
export function useActiveIdentifierChanges(user: User): IdentifierChange[] {
  const [, expired] = useReducer((n: number) => n + 1, 0)
  const active = activeIdentifierChanges(user, Date.now())
  const next = earliestExpiry(active)
  useEffect(() => {
    if (next === null) return
    const timer = setTimeout(expired, Math.min(Math.max(next - Date.now(), 0) + 50, MAX_TIMEOUT_MS))
    return () => clearTimeout(timer)
  }, [next])
  return active
}
