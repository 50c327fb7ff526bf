// 'Paramètres' › 'Intégrations' for doctors, nurses and midwives: every integration the API offers
// them, each in its card. Nobody else has one.
import { Alert, Button, EmptyState, Spinner } from '@relais/ui'
import { IntegrationCard } from './IntegrationCard.tsx'
import * as styles from './integrations.css.ts'
import { useIntegrations } from './integrations.ts'

export function IntegrationsSettings() {
  const integrations = useIntegrations()
  if (integrations.isPending)
    return (
      <div className={styles.loading}>
        <Spinner size="sm" label="Chargement des intégrations" />
        <span>Chargement...</span>
      </div>
    )
  if (integrations.isError)
    return (
      <Alert variant="error" title="Les intégrations n'ont pas pu être chargées.">
        <Button size="sm" variant="secondary" onPress={() => void integrations.refetch()}>
          Réessayer
        </Button>
      </Alert>
    )
  if (integrations.data.length === 0) return <NoIntegration />
  return (
    <div className={styles.list}>
      {integrations.data.map((integration) => (
        <IntegrationCard key={integration.type} integration={integration} />
      ))}
    </div>
  )
}

export function NoIntegration() {
  return (
    <EmptyState
      title="Aucune intégration disponible"
      description="Les services que vous pourrez connecter à votre compte apparaîtront ici."
    />
  )
}
