// The requests to join the structure that wait for its manager ('Équipe'), answered here as from the
// bell: 'Accepter' makes the practitioner a member, 'Refuser' tells them no; the API keeps every answer.
// The requests are addressed to the structure's account: a practitioner co-managing it holds none.
import { useState } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { asApiError, useApi, type components } from '@relais/api-client'
import { dateInZone, DEFAULT_TIME_ZONE, formatDate } from '@relais/domain'
import { Alert, Button, Card, EmptyState, Spinner } from '@relais/ui'
import { memberTypeLabel } from './team-groups.ts'
import * as styles from './TeamPage.css.ts'

type AccessPolicy = components['schemas']['AccessPolicy']
type Verdict = 'approve' | 'reject'

const ANSWER_FAILED = "La réponse n'a pas pu être envoyée. Réessayez."

export function JoinRequestsSection({ organizationId }: { organizationId: string }) {
  const { $api, client } = useApi()
  const queryClient = useQueryClient()
  const [said, setSaid] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const requests = $api.useQuery('get', '/organization/{organizationId}/join-requests', {
    params: { path: { organizationId } },
  })
  const answer = useMutation({
    mutationFn: async ({ request, verdict }: { request: AccessPolicy; verdict: Verdict }) => {
      const path =
        verdict === 'approve' ? '/access-policy/{policyId}/approve' : '/access-policy/{policyId}/reject'
      const { response, error } = await client.POST(path, { params: { path: { policyId: request.id } } })
      // A 409 says why in the API's words ('Cette demande n'est plus en attente').
      if (!response.ok) throw new Error(asApiError(error)?.message ?? ANSWER_FAILED)
    },
    onMutate: () => {
      setProblem(null)
      setSaid('')
    },
    onSuccess: (_, { request, verdict }) => {
      setSaid(
        verdict === 'approve'
          ? `${request.grantee.name} fait maintenant partie de l'équipe`
          : `La demande de ${request.grantee.name} a été refusée`,
      )
    },
    onError: (error) => setProblem(error.message || ANSWER_FAILED),
    onSettled: () => {
      void queryClient.invalidateQueries({
        queryKey: ['get', '/organization/{organizationId}/join-requests'],
      })
      void queryClient.invalidateQueries({ queryKey: ['get', '/organization/{organizationId}/team'] })
    },
  })

  if (requests.isError && asApiError(requests.error)?.code === 'NOT_FOUND') return null
  const answering = answer.isPending ? answer.variables : undefined
  return (
    <Card title="Demandes d'affiliation" headingLevel={2}>
      <div className={styles.stack}>
        <p className={styles.status} role="status">
          {said}
        </p>
        {problem && <Alert variant="error">{problem}</Alert>}
        {requests.isPending ? (
          <Spinner size="sm" label="Chargement des demandes" />
        ) : requests.isError ? (
          <Alert variant="error" title="Les demandes n'ont pas pu être chargées.">
            <Button size="sm" variant="secondary" onPress={() => void requests.refetch()}>
              Réessayer
            </Button>
          </Alert>
        ) : requests.data.requests.length === 0 ? (
          <EmptyState title="Aucune demande en attente" headingLevel={3} />
        ) : (
          <ul className={styles.list} aria-label="Demandes d'affiliation en attente">
            {requests.data.requests.map((request) => {
              const busy = answering?.request.id === request.id
              return (
                <li key={request.id} className={styles.row}>
                  <span className={styles.grow}>
                    {request.grantee.name}{' '}
                    <span className={styles.muted}>
                      — {memberTypeLabel(request.grantee.type)}, demandée le{' '}
                      {formatDate(dateInZone(Date.parse(request.createdAt), DEFAULT_TIME_ZONE))}
                    </span>
                  </span>
                  <span className={styles.actions}>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Refuser la demande de ${request.grantee.name}`}
                      isDisabled={answer.isPending && !busy}
                      isPending={busy && answering?.verdict === 'reject'}
                      pendingLabel="Envoi en cours"
                      onPress={() => answer.mutate({ request, verdict: 'reject' })}
                    >
                      Refuser
                    </Button>
                    <Button
                      size="sm"
                      aria-label={`Accepter la demande de ${request.grantee.name}`}
                      isDisabled={answer.isPending && !busy}
                      isPending={busy && answering?.verdict === 'approve'}
                      pendingLabel="Envoi en cours"
                      onPress={() => answer.mutate({ request, verdict: 'approve' })}
                    >
                      Accepter
                    </Button>
                  </span>
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </Card>
  )
}
