// /app/admin/pending-organizations (the spec's screens and states): accounts waiting for review —
// organizations in perinatal and mobility ('Établissement en attente'), dispatch accounts in dispatch
// ('Comptes en attente'). Accept or decline per row, each with its own pending state; a decided row leaves
// the list.
import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { asApiError, useApi, type components } from '@relais/api-client'
import { pendingAccountsTitle } from '@relais/domain'
import {
  Button,
  EmptyState,
  formatPhone,
  Link,
  LoadingScreen,
  PageHeader,
  Table,
  toastQueue,
} from '@relais/ui'
import { useAppConfig } from '../../core/config/AppConfig.tsx'
import * as styles from './AdminPage.css.ts'

type PendingAccount = components['schemas']['PendingAccount']
type Address = components['schemas']['Address']

export const NO_PENDING_REQUEST = 'Aucune demande trouvée'

/** OpenStreetMap at the address's point, else a search for its text. */
export function mapLink(address: Address): string {
  const point = address.coordinates
  if (point) {
    return `https://www.openstreetmap.org/?mlat=${point.latitude}&mlon=${point.longitude}#map=17/${point.latitude}/${point.longitude}`
  }
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address.text)}`
}

type Decision = 'accept' | 'decline'

export function PendingAccountsPage() {
  const config = useAppConfig()
  const navigate = useNavigate()
  const { $api, client } = useApi()
  const queryClient = useQueryClient()
  const accounts = $api.useQuery('get', '/admin/pending-accounts')
  const [pending, setPending] = useState<Record<string, Decision>>({})
  const title = pendingAccountsTitle(config.application)

  const decide = async (account: PendingAccount, decision: Decision) => {
    setPending((p) => ({ ...p, [account.userId]: decision }))
    const params = { path: { userId: account.userId } }
    const { error } =
      decision === 'accept'
        ? await client.POST('/admin/pending-accounts/{userId}/accept', { params })
        : await client.POST('/admin/pending-accounts/{userId}/decline', { params })
    setPending(({ [account.userId]: _, ...rest }) => rest)
    const apiError = asApiError(error)
    // 404: someone else already decided; either way the row has nothing left to decide.
    if (!error || apiError?.statusCode === 404) {
      queryClient.setQueriesData<PendingAccount[]>({ queryKey: ['get', '/admin/pending-accounts'] }, (rows) =>
        rows?.filter((r) => r.userId !== account.userId),
      )
      toastQueue.add({
        title:
          decision === 'accept' ? `${account.name} est activé` : `La demande de ${account.name} est refusée`,
        variant: 'success',
      })
      return
    }
    if ((apiError?.statusCode ?? 0) < 500) {
      toastQueue.add({ title: apiError?.message ?? 'Une erreur est survenue', variant: 'error' })
    }
  }

  if (accounts.isPending) return <LoadingScreen message="Chargement des demandes..." />
  const rows = (accounts.data ?? []).map((a) => ({ ...a, id: a.userId, decision: pending[a.userId] }))
  return (
    <>
      <PageHeader title={title} onBack={() => void navigate('/app/admin')} />
      {accounts.isError ? (
        <p role="alert">Les demandes n'ont pas pu être chargées.</p>
      ) : rows.length === 0 ? (
        // Not the table's own empty state: its heading would skip a level under the page title.
        <EmptyState title={NO_PENDING_REQUEST} headingLevel={2} />
      ) : (
        <Table
          aria-label={title}
          emptyTitle={NO_PENDING_REQUEST}
          rows={rows}
          columns={[
            { id: 'name', label: 'Nom', isRowHeader: true, render: (r) => r.name, sortValue: (r) => r.name },
            { id: 'email', label: 'Email', render: (r) => r.email ?? '—' },
            { id: 'phone', label: 'Téléphone', render: (r) => (r.phone ? formatPhone(r.phone) : '—') },
            {
              id: 'address',
              label: 'Adresse',
              render: (r) =>
                r.address ? (
                  <Link href={mapLink(r.address)} target="_blank" rel="noreferrer">
                    {r.address.text}
                  </Link>
                ) : (
                  '—'
                ),
            },
            {
              id: 'actions',
              label: 'Actions',
              render: (r) => (
                <div className={styles.actions}>
                  <Button
                    size="sm"
                    isPending={r.decision === 'accept'}
                    isDisabled={r.decision === 'decline'}
                    onPress={() => void decide(r, 'accept')}
                  >
                    Accepter
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    isPending={r.decision === 'decline'}
                    isDisabled={r.decision === 'accept'}
                    onPress={() => void decide(r, 'decline')}
                  >
                    Refuser
                  </Button>
                </div>
              ),
            },
          ]}
        />
      )}
    </>
  )
}
