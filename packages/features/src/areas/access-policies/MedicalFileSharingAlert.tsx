// What 'Mes données' and the bell's access request say when an answer was taken by the API but the vault
// step behind it failed: the access is decided, the file not yet shared (or its key not yet renewed).
// 'Réessayer' runs that step alone again.
import { Alert, Button, toastQueue } from '@relais/ui'
import { VaultNotInitializedError } from '@relais/vault'
import { useAppConfig } from '../../core/config/AppConfig.tsx'
import { partyLabel } from './labels.ts'
import { useRetryMedicalFileSharing, type MedicalFileSharingError } from './useAccessPolicies.ts'

export function MedicalFileSharingAlert({
  error,
  onDone,
}: {
  error: MedicalFileSharingError
  /** The step succeeded on a retry: the alert can go. */
  onDone: () => void
}) {
  const { application } = useAppConfig()
  const retry = useRetryMedicalFileSharing()
  const grantee = partyLabel(error.policy.grantee, application)
  const cause = retry.error ?? error
  // A locked vault is the one cause the user can remove themselves.
  const locked = cause instanceof Error && cause.cause instanceof VaultNotInitializedError
  const title =
    error.step === 'share'
      ? `L'accès est accordé, mais votre dossier n'est pas encore partagé avec ${grantee}.`
      : `L'accès de ${grantee} est révoqué, mais la clé de votre dossier n'a pas encore été renouvelée.`
  return (
    <Alert variant="error" title={title}>
      {locked && <p>Déverrouillez vos données, puis réessayez.</p>}
      <Button
        size="sm"
        variant="secondary"
        isPending={retry.isPending}
        pendingLabel="Nouvel essai en cours"
        onPress={() =>
          retry.mutate(error, {
            onSuccess: () => {
              toastQueue.add({
                title:
                  error.step === 'share'
                    ? `Votre dossier est partagé avec ${grantee}`
                    : 'La clé de votre dossier a été renouvelée',
                variant: 'success',
              })
              onDone()
            },
          })
        }
      >
        Réessayer
      </Button>
    </Alert>
  )
}
