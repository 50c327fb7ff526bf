// /app/user/settings/integrations/:integrationType: where a provider's authorization sends the browser
// back with a code. The code is exchanged once, then the settings' integrations show the result (and
// the calendar link it made). A code refused, or none, says so and leads back to the settings.
import { useEffect, useRef } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import type { components } from '@relais/api-client'
import { Alert, Link, PageHeader, Spinner } from '@relais/ui'
import * as styles from './integrations.css.ts'
import {
  INTEGRATIONS_SETTINGS_PATH,
  integrationErrorMessage,
  useAuthorizeIntegration,
} from './integrations.ts'

type IntegrationType = components['schemas']['IntegrationType']

const INTEGRATION_TYPES: readonly IntegrationType[] = ['ical']

const REFUSED_CODE =
  "Ce lien d'activation n'est plus valable. Recommencez l'activation depuis vos paramètres."

export function IntegrationCallbackPage() {
  const { integrationType } = useParams()
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const authorize = useAuthorizeIntegration()
  const type = INTEGRATION_TYPES.find((t) => t === integrationType)
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
    !type || !code ? REFUSED_CODE : authorize.isError ? integrationErrorMessage(authorize.error) : null
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
