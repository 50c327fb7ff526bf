// 'Guides' (/app/ressources): the practical guides written for the signed-in account's type, in the
// order their authors gave them, each a card opening its page.
import { useApi } from '@relais/api-client'
import { Alert, Button, EmptyState, Link, PageHeader, Spinner } from '@relais/ui'
import { GUIDES_PATH, LOAD_FAILED, RETRY } from './texts.ts'
import * as styles from './guides.css.ts'

export function GuidesPage() {
  const { $api } = useApi()
  const guides = $api.useQuery('get', '/guides')

  return (
    <div className={styles.page}>
      <PageHeader title="Guides" description="Des pas-à-pas pour utiliser l'application." />
      {guides.isPending ? (
        <Spinner label="Chargement des guides" />
      ) : guides.isError ? (
        <Alert variant="error" title={LOAD_FAILED.list}>
          <Button size="sm" variant="secondary" onPress={() => void guides.refetch()}>
            {RETRY}
          </Button>
        </Alert>
      ) : guides.data.guides.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title="Aucun guide pour le moment"
          description="Les guides écrits pour votre profil apparaîtront ici."
        />
      ) : (
        <ul className={styles.list}>
          {guides.data.guides.map((guide) => (
            <li key={guide.slug} className={styles.card}>
              <h2 className={styles.cardTitle}>
                <Link variant="standalone" href={`${GUIDES_PATH}/${guide.slug}`}>
                  {guide.title}
                </Link>
              </h2>
              <p className={styles.cardSummary}>{guide.summary}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
