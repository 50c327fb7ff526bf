// The sign-in state machine of the spec (its Login transitions): emailOrPhone → otp → success goes to /app;
// cancel returns to the first step; the restart error (too many tries) returns to the first step, while the
// network's ceiling (too many requests from one address) keeps the step, its code untried. A right code
// for an identifier whose account an administrator refused stops on the refusal's reason: the session is
// open, and the person chooses to register again or to leave.
// The step survives a reload (sessionStorage, app-prefixed key 'login'), never the code itself.
import { useCallback, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { asApiError, useApi, type IdentifierType, type Session } from '@relais/api-client'
import { codeRequestLimitMessage, SIGN_IN_ERRORS, signInErrorOutcome } from '@relais/domain'
import { storageKey, useAppConfig } from '../../core/config/AppConfig.tsx'

type LoginStep = 'identifier' | 'code'

export interface Identifier {
  type: IdentifierType
  value: string
}

export type AccountRefusal = NonNullable<Session['refusal']>

interface StoredLogin {
  step: LoginStep
  identifier: Identifier
  destination: string
}

export interface LoginFlow {
  step: LoginStep
  identifier: Identifier | null
  /** The normalised address the API sent the code to. */
  destination: string | null
  /** An error for the identifier step (rate limit, delivery, unexpected). */
  identifierError: string | null
  /** Field errors from the API's 400, by field name ('value'). */
  fieldErrors: Record<string, string>
  /** An error for the code step ('Code incorrect'). */
  codeError: string | null
  /** Why an administrator refused the account this identifier had, once its code was right. */
  refusal: AccountRefusal | null
  isSending: boolean
  isVerifying: boolean
  requestCode: (identifier: Identifier) => Promise<boolean>
  resendCode: () => Promise<boolean>
  verifyCode: (code: string) => Promise<'signed-in' | 'refused' | 'wrong' | 'restart' | 'error'>
  cancel: () => void
}

function readStored(key: string): StoredLogin | null {
  try {
    const raw = sessionStorage.getItem(key)
    return raw ? (JSON.parse(raw) as StoredLogin) : null
  } catch {
    return null
  }
}

export function useLoginFlow(): LoginFlow {
  const config = useAppConfig()
  const { client } = useApi()
  const queryClient = useQueryClient()
  const key = storageKey(config, 'login')
  const [stored] = useState(() => readStored(key))
  const [step, setStep] = useState<LoginStep>(stored?.step ?? 'identifier')
  const [identifier, setIdentifier] = useState<Identifier | null>(stored?.identifier ?? null)
  const [destination, setDestination] = useState<string | null>(stored?.destination ?? null)
  const [identifierError, setIdentifierError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [codeError, setCodeError] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<AccountRefusal | null>(null)
  const [isSending, setSending] = useState(false)
  const [isVerifying, setVerifying] = useState(false)

  const backToFirstStep = useCallback(
    (error: string | null) => {
      sessionStorage.removeItem(key)
      setStep('identifier')
      setCodeError(null)
      setRefusal(null)
      setIdentifierError(error)
    },
    [key],
  )

  const requestCode = useCallback(
    async (next: Identifier) => {
      setSending(true)
      setIdentifierError(null)
      setFieldErrors({})
      setIdentifier(next)
      try {
        const { data, error, response } = await client.POST('/auth/passwordless/code', { body: next })
        if (data) {
          setDestination(data.destination)
          setStep('code')
          setCodeError(null)
          sessionStorage.setItem(
            key,
            JSON.stringify({ step: 'code', identifier: next, destination: data.destination }),
          )
          return true
        }
        const apiError = asApiError(error)
        if (response.status === 429) setIdentifierError(codeRequestLimitMessage({ code: apiError?.code }))
        else if (response.status === 400 && apiError?.fieldErrors?.length) {
          setFieldErrors(
            Object.fromEntries(apiError.fieldErrors.map((f) => [f.field.replace(/^body\./, ''), f.message])),
          )
        } else setIdentifierError(apiError?.message ?? SIGN_IN_ERRORS.generic)
        return false
      } catch {
        setIdentifierError(SIGN_IN_ERRORS.generic)
        return false
      } finally {
        setSending(false)
      }
    },
    [client, key],
  )

  const verifyCode = useCallback(
    async (code: string) => {
      if (!identifier) return 'error' as const
      setVerifying(true)
      setCodeError(null)
      try {
        const { data, error, response } = await client.POST('/auth/passwordless/consume', {
          body: { ...identifier, code },
        })
        if (data) {
          sessionStorage.removeItem(key)
          // Whatever was cached belonged to no one (or to the previous user).
          queryClient.clear()
          if (data.refusal) {
            setRefusal(data.refusal)
            return 'refused' as const
          }
          return 'signed-in' as const
        }
        if (response.status === 401) {
          setCodeError(SIGN_IN_ERRORS.otpIncorrect)
          return 'wrong' as const
        }
        if (response.status === 429) {
          const outcome = signInErrorOutcome({ status: 429, code: asApiError(error)?.code })
          if (outcome.action === 'restart') {
            backToFirstStep(outcome.message)
            return 'restart' as const
          }
          // The network's ceiling refused before the code was tried: it is still valid, a later try may use it.
          setCodeError(outcome.action === 'stay' ? outcome.message : SIGN_IN_ERRORS.generic)
          return 'error' as const
        }
        setCodeError(SIGN_IN_ERRORS.generic)
        return 'error' as const
      } catch {
        setCodeError(SIGN_IN_ERRORS.generic)
        return 'error' as const
      } finally {
        setVerifying(false)
      }
    },
    [backToFirstStep, client, identifier, key, queryClient],
  )

  const resendCode = useCallback(
    async () => (identifier ? requestCode(identifier) : false),
    [identifier, requestCode],
  )

  return {
    step,
    identifier,
    destination,
    identifierError,
    fieldErrors,
    codeError,
    refusal,
    isSending,
    isVerifying,
    requestCode,
    resendCode,
    verifyCode,
    cancel: () => backToFirstStep(null),
  }
}
