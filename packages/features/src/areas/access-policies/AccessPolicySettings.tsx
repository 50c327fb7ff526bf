// 'Mes données' (the settings' #access-policy section): the requests waiting for the signed-in user's
// answer ('Accepter' / 'Refuser'), the grants in force ('Révoquer', after a confirmation), and for a
// patient the 'Historique des accès', every read of their medical content by someone else. Each row waits
// alone while its answer is sent; a row that leaves hands the keyboard's focus to the list.
import { useEffect, useId, useRef, useState } from 'react'
import {
  Alert,
  AlertDialog,
  Button,
  EmptyState,
  formatDate,
  formatDateTime,
  GridList,
  Spinner,
  Table,
  toastQueue,
} from '@relais/ui'
import { useAppConfig } from '../../core/config/AppConfig.tsx'
import { useSignedInUser } from '../../core/session/signed-in.tsx'
import * as styles from './AccessPolicySettings.css.ts'
import {
  accessActionLabel,
  partyLabel,
  READ_RESOURCE_LABELS,
  RESOURCE_LABELS,
  type AccessPolicy,
} from './labels.ts'
import { MedicalFileSharingAlert } from './MedicalFileSharingAlert.tsx'
import {
  answerErrorMessage,
  MedicalFileSharingError,
  useAccessLog,
  useAccessPolicies,
  useApproveAccessPolicy,
  useRejectAccessPolicy,
  useRevokeAccessPolicy,
  type Answer,
} from './useAccessPolicies.ts'

type Problem = { kind: 'answer'; message: string } | { kind: 'sharing'; error: MedicalFileSharingError }

const SUCCESS: Record<Answer, (grantee: string) => string> = {
  approve: (grantee) => `Accès accordé à ${grantee}`,
  reject: (grantee) => `Demande de ${grantee} refusée`,
  revoke: (grantee) => `Accès de ${grantee} révoqué`,
}

export function AccessPolicySettings() {
  const user = useSignedInUser()
  const { application } = useAppConfig()
  const ids = { pending: useId(), accepted: useId() }
  const policies = useAccessPolicies()
  const mutations = {
    approve: useApproveAccessPolicy(),
    reject: useRejectAccessPolicy(),
    revoke: useRevokeAccessPolicy(),
  }
  const [answering, setAnswering] = useState<Record<string, Answer>>({})
  const [problem, setProblem] = useState<Problem | null>(null)
  const [toRevoke, setToRevoke] = useState<AccessPolicy | null>(null)
  const [refocus, setRefocus] = useState(0)
  const container = useRef<HTMLDivElement>(null)
  const label = (policy: AccessPolicy) => partyLabel(policy.grantee, application)

  // The answered row's buttons leave with it (and the confirmation's trigger with them): focus would fall
  // back to the page's start. It goes to the first list still there, only when it was lost.
  useEffect(() => {
    if (refocus === 0) return
    const frame = requestAnimationFrame(() => {
      if (document.activeElement && document.activeElement !== document.body) return
      const target =
        container.current?.querySelector<HTMLElement>('[role="grid"]') ?? container.current ?? null
      target?.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [refocus])

  const answer = async (kind: Answer, policy: AccessPolicy) => {
    setProblem(null)
    setAnswering((current) => ({ ...current, [policy.id]: kind }))
    try {
      await mutations[kind].mutateAsync(policy)
      toastQueue.add({ title: SUCCESS[kind](label(policy)), variant: 'success' })
    } catch (error) {
      if (error instanceof MedicalFileSharingError) setProblem({ kind: 'sharing', error })
      else {
        const message = answerErrorMessage(error)
        if (message) setProblem({ kind: 'answer', message })
      }
    } finally {
      setAnswering(({ [policy.id]: _, ...others }) => others)
      setRefocus((n) => n + 1)
    }
  }

  const isPatient = user.userType === 'patient'

  return (
    <div className={styles.sections} ref={container} tabIndex={-1}>
      {problem?.kind === 'answer' && <Alert variant="error">{problem.message}</Alert>}
      {problem?.kind === 'sharing' && (
        <MedicalFileSharingAlert error={problem.error} onDone={() => setProblem(null)} />
      )}
      {policies.isPending ? (
        <div className={styles.loading}>
          <Spinner size="sm" label="Chargement de vos accès" />
          <span>Chargement de vos accès...</span>
        </div>
      ) : policies.isError ? (
        <Alert variant="error" title="Vos accès n'ont pas pu être chargés.">
          <Button size="sm" variant="secondary" onPress={() => void policies.refetch()}>
            Réessayer
          </Button>
        </Alert>
      ) : (
        <>
          {policies.data.pending.length > 0 && (
            <section className={styles.section} aria-labelledby={ids.pending}>
              <h3 id={ids.pending} className={styles.sectionTitle}>
                Demandes en attente
              </h3>
              <GridList
                aria-labelledby={ids.pending}
                items={policies.data.pending}
                textValue={(policy) => `${label(policy)}, ${RESOURCE_LABELS[policy.resource]}`}
              >
                {(policy) => (
                  <div className={styles.policy}>
                    <div className={styles.policyText}>
                      <span className={styles.policyName}>{label(policy)}</span>
                      <span className={styles.policyMeta}>
                        Demande l'accès : {RESOURCE_LABELS[policy.resource]}
                      </span>
                      <span className={styles.policyMeta}>Le {formatDate(policy.createdAt)}</span>
                    </div>
                    <div className={styles.actions}>
                      <Button
                        size="sm"
                        variant="secondary"
                        isDisabled={policy.id in answering}
                        isPending={answering[policy.id] === 'reject'}
                        pendingLabel="Refus en cours"
                        onPress={() => void answer('reject', policy)}
                      >
                        Refuser
                      </Button>
                      <Button
                        size="sm"
                        isDisabled={policy.id in answering}
                        isPending={answering[policy.id] === 'approve'}
                        pendingLabel="Acceptation en cours"
                        onPress={() => void answer('approve', policy)}
                      >
                        Accepter
                      </Button>
                    </div>
                  </div>
                )}
              </GridList>
            </section>
          )}
          <section className={styles.section} aria-labelledby={ids.accepted}>
            <h3 id={ids.accepted} className={styles.sectionTitle}>
              Accès accordés
            </h3>
            {policies.data.accepted.length === 0 ? (
              <EmptyState
                title="Aucun accès accordé"
                description="Les professionnels et structures à qui vous donnez accès à vos données apparaîtront ici."
                headingLevel={4}
              />
            ) : (
              <GridList
                aria-labelledby={ids.accepted}
                items={policies.data.accepted}
                textValue={(policy) => `${label(policy)}, ${RESOURCE_LABELS[policy.resource]}`}
              >
                {(policy) => (
                  <div className={styles.policy}>
                    <div className={styles.policyText}>
                      <span className={styles.policyName}>{label(policy)}</span>
                      <span className={styles.policyMeta}>Accès : {RESOURCE_LABELS[policy.resource]}</span>
                      <span className={styles.policyMeta}>
                        Depuis le {formatDate(policy.decidedAt ?? policy.createdAt)}
                      </span>
                    </div>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Révoquer l'accès de ${policy.grantee.name}`}
                      isPending={answering[policy.id] === 'revoke'}
                      pendingLabel="Révocation en cours"
                      onPress={() => {
                        setProblem(null)
                        setToRevoke(policy)
                      }}
                    >
                      Révoquer
                    </Button>
                  </div>
                )}
              </GridList>
            )}
          </section>
        </>
      )}
      {isPatient && <AccessLog />}
      {toRevoke && (
        <AlertDialog
          title="Révoquer l'accès"
          isOpen
          onOpenChange={(open) => !open && setToRevoke(null)}
          // Errors are the section's to show: the confirmation closes whatever the answer.
          onConfirm={() => answer('revoke', toRevoke)}
          confirmLabel="Révoquer"
          variant="danger"
        >
          {label(toRevoke)} n'aura plus accès à : {RESOURCE_LABELS[toRevoke.resource]}.
          {toRevoke.resource === 'medical-file' &&
            ' Ce que vous ajouterez ensuite à votre dossier lui restera illisible.'}
        </AlertDialog>
      )}
    </div>
  )
}

function AccessLog() {
  const { application } = useAppConfig()
  const log = useAccessLog()
  const titleId = useId()
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        Historique des accès
      </h3>
      {log.isPending ? (
        <div className={styles.loading}>
          <Spinner size="sm" label="Chargement de l'historique" />
          <span>Chargement de l'historique...</span>
        </div>
      ) : log.isError ? (
        <Alert variant="error" title="L'historique des accès n'a pas pu être chargé.">
          <Button size="sm" variant="secondary" onPress={() => void log.refetch()}>
            Réessayer
          </Button>
        </Alert>
      ) : (
        <Table
          aria-label="Historique des accès"
          rows={log.data.entries}
          defaultSort={{ column: 'readAt', direction: 'descending' }}
          emptyTitle="Aucun accès à votre dossier"
          emptyDescription="Chaque consultation ou modification de votre dossier médical, de vos observations ou de vos documents par un professionnel apparaîtra ici."
          columns={[
            {
              id: 'reader',
              label: 'Qui',
              isRowHeader: true,
              render: (entry) => partyLabel(entry.reader, application),
              sortValue: (entry) => entry.reader.name,
            },
            {
              id: 'readAt',
              label: 'Quand',
              render: (entry) => formatDateTime(entry.readAt),
              sortValue: (entry) => entry.readAt,
            },
            {
              id: 'resource',
              label: 'Quoi',
              render: (entry) => READ_RESOURCE_LABELS[entry.resource],
              sortValue: (entry) => READ_RESOURCE_LABELS[entry.resource],
            },
            {
              id: 'action',
              label: 'Action',
              render: accessActionLabel,
              sortValue: accessActionLabel,
            },
          ]}
        />
      )}
    </section>
  )
}
