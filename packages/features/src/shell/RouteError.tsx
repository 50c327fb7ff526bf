import { useRouteError } from 'react-router'
import { ErrorScreen } from '@relais/ui'

/** A render error anywhere below the router: the spec's error screen; 'Réessayer' reloads. */
export function RouteError() {
  const error = useRouteError()
  return <ErrorScreen error={error} onRetry={() => window.location.reload()} />
}
