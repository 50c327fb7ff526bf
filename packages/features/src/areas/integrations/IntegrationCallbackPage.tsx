// /app/user/settings/integrations/:integrationType: where a provider's authorization sends the browser
// back with a code. The code is exchanged once, then the settings' integrations show the result (and
// the calendar link it made). A code refused, or none, says so and leads back to the settings.
import { useEffect, useRef } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import type { components } from '@relais/api-client'
import { INTEGRATION_CODE_REFUSED } from '@relais/domain'
import { Alert, Link, PageHeader, Spinner } from '@relais/ui'
import * as styles from './integrations.css.ts'
import {
  INTEGRATIONS_SETTINGS_PATH,
  integrationErrorMessage,
  useAuthorizeIntegration,
} from './integrations.ts'

type IntegrationType = components['schemas']['IntegrationType']

// Keyed by the contract's enum, so that a new integration type fails to compile until it is listed.
const KNOWN_TYPES: Record<IntegrationType, true> = { ical: true }
const isIntegrationType = (value: string | undefined): value is IntegrationType =>
  value !== undefined && Object.hasOwn(KNOWN_TYPES, value)

export function IntegrationCallbackPage() {
  const { integrationType } = useParams()
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const authorize = useAuthorizeIntegration()
  const type = isIntegrationType(integrationType) ? integrationType : undefined
  const code = search.get('code')
  // A code is good once: the development build's double effects must not spend it twice.
  const sent = useRef(false)

  useEffect(() => {
    if (!type || !code || sent.current) return
    sent.current = true
    authorize.mutate(
      { type, code },
      { onSuccess: () => void navigate(INTEGRATIONS_SETTINGS_PATH, { replace: true }) },
    )
  }, [type, code, authorize, navigate])

  const failure =
    !type || !code
      ? INTEGRATION_CODE_REFUSED
      : authorize.isError
        ? integrationErrorMessage(authorize.error)
        : null
  return (
    <>
      <PageHeader title="Activation de l'intégration" />
      <div className={styles.callback}>
        {failure ? (
          <>
            <Alert variant="error" title="L'intégration n'a pas été activée.">
              {failure}
            </Alert>
            <Link variant="standalone" href={INTEGRATIONS_SETTINGS_PATH}>
              Retour aux intégrations
            </Link>
          </>
        ) : (
          <div className={styles.loading} role="status">
            <Spinner size="sm" label="Activation en cours" />
            <span>Activation en cours...</span>
          </div>
        )}
      </div>
    </>
  )
}
