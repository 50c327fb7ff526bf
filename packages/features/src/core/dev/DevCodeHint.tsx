// LOCAL and DEV only: codes are not sent but kept in the API's outbox; show the latest one so a
// developer can sign in. The outbox route does not exist in PROD.
import { useApi, type EnvMode } from '@relais/api-client'
import { Alert } from '@relais/ui'

export function DevCodeHint({ recipient, envMode }: { recipient: string; envMode: EnvMode }) {
  const { $api } = useApi()
  const outbox = $api.useQuery(
    'get',
    '/dev/outbox',
    { params: { query: { recipient, limit: 1 } } },
    { refetchInterval: (query) => (query.state.data?.[0]?.code ? false : 1000), retry: false },
  )
  const code = outbox.data?.[0]?.code
  return (
    <Alert variant="info" title={`Mode ${envMode} : les codes ne sont pas envoyés`}>
      {code ? (
        <>
          Dernier code pour {recipient} : <strong data-testid="dev-code">{code}</strong> (lu dans la boîte
          d'envoi de l'API, GET /dev/outbox).
        </>
      ) : (
        <>Le code apparaîtra ici, lu dans la boîte d'envoi de l'API (GET /dev/outbox).</>
      )}
    </Alert>
  )
}
