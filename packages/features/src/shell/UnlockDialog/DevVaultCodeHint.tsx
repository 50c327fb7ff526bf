// LOCAL and DEV only: codes are not sent but kept in the API's outbox; show the newest 8-character code
// so that someone trying the demo accounts can unlock. The outbox route does not exist in PROD.
import { useApi, type EnvMode } from '@relais/api-client'
import { Alert } from '@relais/ui'

const VAULT_CODE = /^[a-z0-9]{8}$/

export function DevVaultCodeHint({ recipient, envMode }: { recipient: string; envMode: EnvMode }) {
  const { $api } = useApi()
  // Polled while the dialog is open: a resent code replaces the previous one.
  const outbox = $api.useQuery(
    'get',
    '/dev/outbox',
    { params: { query: { recipient, limit: 5 } } },
    { refetchInterval: 1000, retry: false },
  )
  const code = outbox.data?.find((message) => message.code && VAULT_CODE.test(message.code))?.code
  return (
    <Alert variant="info" title={`Mode ${envMode} : les codes ne sont pas envoyés`}>
      {code ? (
        <>
          Dernier code de déverrouillage pour {recipient} : <strong>{code}</strong> (lu dans la boîte d'envoi
          de l'API, GET /dev/outbox).
        </>
      ) : (
        <>Le code apparaîtra ici, lu dans la boîte d'envoi de l'API (GET /dev/outbox).</>
      )}
    </Alert>
  )
}
