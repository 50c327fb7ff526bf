// /app/admin/pending-organizations (the spec's screens and states): accounts waiting for review —
// organizations in perinatal and mobility ('Établissement en attente'), dispatch accounts in dispatch
// ('Comptes en attente'). Each row shows what the reviewer decides on: the person responsible and how to
// reach them, the FINESS, SIRET or RPPS with what the directory says of it, and the address with its map.
// Accept at once, or refuse after a confirmation that asks the reason the person will read; each row has
// its own pending state, and a decided row leaves the list.
import { useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { asApiError, useApi, type components } from '@relais/api-client'
import { pendingAccountsTitle } from '@relais/domain'
import {
  Badge,
  Button,
  EmptyState,
  formatPhone,
  Link,
  LoadingScreen,
  PageHeader,
  Table,
  toastQueue,
  type BadgeVariant,
} from '@relais/ui'
import { useAppConfig } from '../../core/config/AppConfig.tsx'
import * as styles from './AdminPage.css.ts'
import { DeclineAccountDialog, type DeclineOutcome } from './DeclineAccountDialog.tsx'

type PendingAccount = components['schemas']['PendingAccount']
type Address = components['schemas']['Address']
type IdentifierCheck = NonNullable<PendingAccount['identifiers']>[number]

export const NO_PENDING_REQUEST = 'Aucune demande trouvée'
const GENERIC_ERROR = 'Une erreur est survenue'

/** OpenStreetMap at the address's point, else a search for its text. */
export function mapLink(address: Address): string {
  const point = address.coordinates
  if (point) {
    return `https://www.openstreetmap.org/?mlat=${point.latitude}&mlon=${point.longitude}#map=17/${point.latitude}/${point.longitude}`
  }
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address.text)}`
}

const IDENTIFIER_LABELS: Record<IdentifierCheck['kind'], string> = {
  finess: 'FINESS',
  siret: 'SIRET',
  rpps: 'RPPS',
}

// Always words: the badge's colour only repeats them.
const DIRECTORY_ANSWERS: Record<IdentifierCheck['directory'], { label: string; variant: BadgeVariant }> = {
  known: { label: "Connu de l'annuaire", variant: 'success' },
  unknown: { label: "Inconnu de l'annuaire", variant: 'warning' },
  unavailable: { label: 'Annuaire indisponible', variant: 'neutral' },
}

function IdentifierChecks({ checks }: { checks: IdentifierCheck[] }) {
  if (checks.length === 0) return '—'
  return (
    <ul className={styles.checks}>
      {checks.map((check) => (
        <li key={check.kind} className={styles.check}>
          <span className={styles.checkNumber}>
            {IDENTIFIER_LABELS[check.kind]} {check.value}
          </span>
          <Badge variant={DIRECTORY_ANSWERS[check.directory].variant}>
            {DIRECTORY_ANSWERS[check.directory].label}
          </Badge>
          {check.directoryName && (
            <span className={styles.checkName}>Dans l'annuaire : {check.directoryName}</span>
          )}
        </li>
      ))}
    </ul>
  )
}

function Contact({ account }: { account: PendingAccount }) {
  return (
    <div className={styles.cellLines}>
      {account.responsible && <span className={styles.cellStrong}>{account.responsible.name}</span>}
      {account.email && <span className={styles.cellText}>{account.email}</span>}
      {account.phone && <span>{formatPhone(account.phone)}</span>}
      {!account.responsible && !account.email && !account.phone && '—'}
    </div>
  )
}

/** The address on OpenStreetMap, in a new tab: its name says both where it goes and how it opens. */
function MapLink({ address }: { address: Address }) {
  return (
    <Link
      href={mapLink(address)}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${address.text} : voir sur OpenStreetMap (nouvel onglet)`}
    >
      {address.text}
    </Link>
  )
}

type Decision = 'accept' | 'decline'

export function PendingAccountsPage() {
  const config = useAppConfig()
  const navigate = useNavigate()
  const { $api, client } = useApi()
  const queryClient = useQueryClient()
  const accounts = $api.useQuery('get', '/admin/pending-accounts')
  const [pending, setPending] = useState<Record<string, Decision>>({})
  const [declining, setDeclining] = useState<PendingAccount | null>(null)
  const list = useRef<HTMLDivElement>(null)
  /** Where focus goes once a decided row has left: the row in its place, else the list itself. */
  const [refocus, setRefocus] = useState<{ rowKey: string | null } | null>(null)
  const title = pendingAccountsTitle(config.application)

  // The decided row's buttons are gone with it: without this, focus would fall back to the page's start.
  // The row rather than one of its buttons, so that a key pressed next decides nothing by accident; and
  // only when focus was lost, never taken from where the reviewer has moved on to meanwhile.
  useEffect(() => {
    if (!refocus || declining) return
    const frame = requestAnimationFrame(() => {
      setRefocus(null)
      if (document.activeElement && document.activeElement !== document.body) return
      const row = refocus.rowKey
        ? list.current?.querySelector<HTMLElement>(`[role="row"][data-key="${CSS.escape(refocus.rowKey)}"]`)
        : null
      ;(row ?? list.current)?.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [refocus, declining])

  const leaveList = (account: PendingAccount) => {
    const shown = [...(list.current?.querySelectorAll<HTMLElement>('[role="row"][data-key]') ?? [])].map(
      (row) => row.dataset.key,
    )
    const at = shown.indexOf(account.userId)
    setRefocus({ rowKey: shown[at + 1] ?? shown[at - 1] ?? null })
    queryClient.setQueriesData<PendingAccount[]>({ queryKey: ['get', '/admin/pending-accounts'] }, (rows) =>
      rows?.filter((r) => r.userId !== account.userId),
    )
  }

  /** Sends a decision; the row waits alone, and leaves the list once the decision is taken. */
  const send = async (
    account: PendingAccount,
    decision: Decision,
    call: () => Promise<{ error?: unknown }>,
  ): Promise<DeclineOutcome> => {
    setPending((p) => ({ ...p, [account.userId]: decision }))
    let error: unknown
    try {
      error = (await call()).error
    } catch {
      return { done: false, error: GENERIC_ERROR }
    } finally {
      setPending(({ [account.userId]: _, ...rest }) => rest)
    }
    const apiError = asApiError(error)
    if (!error) {
      leaveList(account)
      toastQueue.add({
        title:
          decision === 'accept'
            ? `Le compte de ${account.name} est activé`
            : `La demande de ${account.name} est refusée`,
        variant: 'success',
      })
      return { done: true }
    }
    // 404: another administrator decided first; the row has nothing left to decide.
    if (apiError?.statusCode === 404) {
      leaveList(account)
      toastQueue.add({ title: `La demande de ${account.name} a déjà été traitée`, variant: 'info' })
      return { done: true }
    }
    const reasonError = apiError?.fieldErrors?.find((f) => f.field === 'body.reason')?.message
    if (reasonError) return { done: false, reasonError }
    // A 500 already shows the spec's toast (client interceptor).
    if ((apiError?.statusCode ?? 0) >= 500) return { done: false }
    return { done: false, error: apiError?.message ?? GENERIC_ERROR }
  }

  const accept = async (account: PendingAccount) => {
    const params = { path: { userId: account.userId } }
    const outcome = await send(account, 'accept', () =>
      client.POST('/admin/pending-accounts/{userId}/accept', { params }),
    )
    if (!outcome.done && outcome.error) toastQueue.add({ title: outcome.error, variant: 'error' })
  }

  const decline = (account: PendingAccount, reason: string) => {
    const params = { path: { userId: account.userId } }
    return send(account, 'decline', () =>
      client.POST('/admin/pending-accounts/{userId}/decline', { params, body: { reason } }),
    )
  }

  if (accounts.isPending) return <LoadingScreen message="Chargement des demandes..." />
  const rows = (accounts.data ?? []).map((a) => ({ ...a, id: a.userId, decision: pending[a.userId] }))
  const forStructures = rows.some((r) => r.responsible)
  // Dispatch accounts are people without numbers to check: no column of dashes for them.
  const withIdentifiers = rows.some((r) => r.identifiers?.length)
  return (
    <>
      <PageHeader title={title} onBack={() => void navigate('/app/admin')} />
      {/* Not a stop of the keyboard: only focused when the last row has left. */}
      <div ref={list} tabIndex={-1}>
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
              {
                id: 'name',
                label: 'Nom',
                isRowHeader: true,
                render: (r) => r.name,
                sortValue: (r) => r.name,
              },
              {
                id: 'contact',
                label: forStructures ? 'Responsable' : 'Contact',
                render: (r) => <Contact account={r} />,
              },
              ...(withIdentifiers
                ? [
                    {
                      id: 'identifiers',
                      label: 'Identifiants',
                      render: (r: (typeof rows)[number]) => <IdentifierChecks checks={r.identifiers ?? []} />,
                    },
                  ]
                : []),
              {
                id: 'address',
                label: 'Adresse',
                render: (r) => (r.address ? <MapLink address={r.address} /> : '—'),
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
                      onPress={() => void accept(r)}
                    >
                      Accepter
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      isPending={r.decision === 'decline'}
                      isDisabled={r.decision === 'accept'}
                      onPress={() => setDeclining(r)}
                    >
                      Refuser
                    </Button>
                  </div>
                ),
              },
            ]}
          />
        )}
      </div>
      {declining && (
        <DeclineAccountDialog
          name={declining.name}
          onDecline={(reason) => decline(declining, reason)}
          onClose={() => setDeclining(null)}
        />
      )}
    </>
  )
}
