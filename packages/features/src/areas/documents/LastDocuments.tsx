// 'Derniers documents' on the patient's dashboard: her three latest documents, their titles decrypted
// in her browser, and the way to all of them on her own page. 'Aucun document' when there is none.
import {
  dateInZone,
  DEFAULT_TIME_ZONE,
  DOCUMENT_MESSAGES,
  DOCUMENT_TYPE_LABELS,
  formatDate,
} from '@relais/domain'
import { Alert, EmptyState, Link } from '@relais/ui'
import { HomeSection } from '../../core/layout/HomeSection.tsx'
import { PendingRoom } from '../../core/layout/PendingRoom.tsx'
import { useSignedIn } from '../../core/session/signed-in.tsx'
import { useOptionalVault } from '../../core/vault/vault-context.tsx'
import { UNREADABLE_TITLE } from './documents.ts'
import * as styles from './documents.css.ts'
import { usePatientDocuments } from './usePatientDocuments.ts'

const SHOWN = 3

export function LastDocuments() {
  const vault = useOptionalVault()
  const { user } = useSignedIn()
  const documents = usePatientDocuments(user.id, vault, { limit: SHOWN })
  return (
    <HomeSection title="Derniers documents">
      {!vault ? (
        <EmptyState title={DOCUMENT_MESSAGES.emptyList} headingLevel={3} />
      ) : documents.isError ? (
        <Alert variant="error">Les documents n'ont pas pu être chargés.</Alert>
      ) : documents.isPending ? (
        <PendingRoom label="Chargement des documents">
          <EmptyState title={DOCUMENT_MESSAGES.emptyList} headingLevel={3} />
        </PendingRoom>
      ) : documents.data.length === 0 ? (
        <EmptyState title={DOCUMENT_MESSAGES.emptyList} headingLevel={3} />
      ) : (
        <>
          <ul className={styles.list} aria-label="Derniers documents">
            {documents.data.map((document) => (
              <li key={document.id} className={styles.row}>
                <div className={styles.rowText}>
                  <span className={styles.title}>{document.metadata?.title ?? UNREADABLE_TITLE}</span>
                  <span className={styles.muted}>
                    {DOCUMENT_TYPE_LABELS[document.type]} ·{' '}
                    {formatDate(dateInZone(Date.parse(document.createdAt), DEFAULT_TIME_ZONE))}
                  </span>
                </div>
              </li>
            ))}
          </ul>
          <Link variant="standalone" href="/app/patients">
            Voir tous mes documents
          </Link>
        </>
      )}
    </HomeSection>
  )
}
