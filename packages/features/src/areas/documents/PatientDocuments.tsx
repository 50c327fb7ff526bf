// A patient's documents, on the patient page (their own, or a granted reader's): type chips with their
// counts, a search on the titles, the list (latest first), 'Ajouter un document', and the preview
// dialog. Titles are decrypted in the browser; a document whose metadata does not open is still
// listed, under 'Document chiffré'.
import { useMemo, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import {
  countByType,
  DOCUMENT_FILTERS,
  DOCUMENT_MESSAGES,
  DOCUMENT_TYPE_LABELS,
  filterDocuments,
  formatDate,
  dateInZone,
  DEFAULT_TIME_ZONE,
  type DocumentFilterId,
} from '@relais/domain'
import { Alert, Badge, Button, Card, EmptyState, FilterChips, SearchField, Spinner } from '@relais/ui'
import { useOptionalVault } from '../../core/vault/vault-context.tsx'
import { AddDocumentDialog } from './AddDocumentDialog.tsx'
import { UNREADABLE_TITLE, type PatientDocument } from './documents.ts'
import { DocumentPreviewDialog } from './DocumentPreviewDialog.tsx'
import * as styles from './documents.css.ts'
import { documentsQueryKey, usePatientDocuments } from './usePatientDocuments.ts'

const sizeFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 })
function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} o`
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} Ko`
  return `${sizeFormat.format(bytes / (1024 * 1024))} Mo`
}

export function PatientDocuments({ patientId }: { patientId: string }) {
  const vault = useOptionalVault()
  const queryClient = useQueryClient()
  const [filter, setFilter] = useState<DocumentFilterId>('all')
  const [query, setQuery] = useState('')
  const [adding, setAdding] = useState(false)
  const [opened, setOpened] = useState<PatientDocument | null>(null)
  const documents = usePatientDocuments(patientId, vault)
  const listed = useMemo(
    () => (documents.data ?? []).map((d) => ({ ...d, title: d.metadata?.title ?? UNREADABLE_TITLE })),
    [documents.data],
  )
  const counts = countByType(listed)
  const shown = filterDocuments(listed, { type: filter, query })

  return (
    <Card title="Documents" headingLevel={2}>
      <div className={styles.section}>
        {!vault ? (
          <Alert variant="info">
            Les documents sont chiffrés pour le patient et ses soignants : ils ne peuvent pas être lus dans
            cette session.
          </Alert>
        ) : (
          <>
            <div className={styles.toolbar}>
              <SearchField
                className={styles.search}
                label="Rechercher un document"
                value={query}
                onChange={setQuery}
              />
              <Button onPress={() => setAdding(true)}>Ajouter un document</Button>
            </div>
            <FilterChips
              label="Type de document"
              allCount={counts.all}
              chips={DOCUMENT_FILTERS.filter((f) => f.id !== 'all').map((f) => ({
                id: f.id,
                label: f.label,
                count: counts[f.id],
              }))}
              value={filter}
              onChange={(id) => setFilter(id as DocumentFilterId)}
            />
            {documents.isPending ? (
              <Spinner label="Chargement des documents" />
            ) : documents.isError ? (
              <Alert variant="error" title="Les documents n'ont pas pu être chargés.">
                <Button size="sm" variant="secondary" onPress={() => void documents.refetch()}>
                  Réessayer
                </Button>
              </Alert>
            ) : shown.length === 0 ? (
              <EmptyState title={DOCUMENT_MESSAGES.emptyList} headingLevel={3} />
            ) : (
              <ul className={styles.list} aria-label="Documents du patient">
                {shown.map((document) => (
                  <li key={document.id} className={styles.row}>
                    <div className={styles.rowText}>
                      <span className={styles.title}>{document.title}</span>
                      <span className={styles.muted}>
                        {formatDate(dateInZone(Date.parse(document.createdAt), DEFAULT_TIME_ZONE))}
                        {document.authorName ? ` · ${document.authorName}` : ''} · {formatSize(document.size)}
                      </span>
                    </div>
                    <div className={styles.actions}>
                      <Badge>{DOCUMENT_TYPE_LABELS[document.type]}</Badge>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`Ouvrir ${document.title}`}
                        onPress={() => setOpened(document)}
                      >
                        Ouvrir
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      {vault && (
        <AddDocumentDialog
          vault={vault}
          isOpen={adding}
          onOpenChange={setAdding}
          patientId={patientId}
          existingCount={counts.all}
          onAdded={() => void queryClient.invalidateQueries({ queryKey: documentsQueryKey(patientId) })}
        />
      )}
      {vault && opened && (
        <DocumentPreviewDialog
          vault={vault}
          document={opened}
          title={opened.metadata?.title ?? UNREADABLE_TITLE}
          onClose={() => setOpened(null)}
        />
      )}
    </Card>
  )
}
