import { useRouteError } from 'react-router'
import { LazyErrorScreen } from './LazyErrorScreen.tsx'

/** A render error anywhere below the router: the spec's error screen; 'Réessayer' reloads. */
export function RouteError() {
  const error = useRouteError()
  return <LazyErrorScreen error={error} onRetry={() => window.location.reload()} />
}
