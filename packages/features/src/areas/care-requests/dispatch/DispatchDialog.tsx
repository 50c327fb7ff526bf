// The practitioner picker ('Envoyer la demande'): the structure's candidates for one of its requests,
// best first, each with the one line saying why (travel, zone, qualification, free time, load), as the
// domain ranks them. The eligible can be chosen; the others show who almost fits. 'Suivant' (disabled
// with nobody chosen) shares the request's encrypted answers with them, then sends it. When nobody can
// take it, the structure is offered its external practitioners' page.
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { asApiError, useApi, type components } from '@relais/api-client'
import { DISPATCH_MESSAGES } from '@relais/domain'
import { Alert, AlertDialog, Badge, Button, Dialog, GridList, Spinner, toastQueue } from '@relais/ui'
import { useOptionalVault } from '../../../core/vault/vault-context.tsx'
import { useVaultPorts } from '../../../core/vault/use-vault-ports.ts'
import { EXTERNAL_PRACTITIONERS_PATH } from '../paths.ts'
import { shareRequestWith } from './share-request.ts'
import * as styles from './dispatch.css.ts'

type ServiceRequest = components['schemas']['ServiceRequest']
type Candidate = components['schemas']['ServiceRequestCandidate']

const TITLE = 'Envoyer la demande'
const NO_VAULT =
  'Les réponses de la demande sont chiffrées : déverrouillez vos données pour les partager avec les prestataires choisis.'

export interface DispatchDialogProps {
  organizationId: string
  request: ServiceRequest
  onClose: () => void
}

export function DispatchDialog({ organizationId, request, onClose }: DispatchDialogProps) {
  const { $api, client } = useApi()
  const vault = useOptionalVault()
  const { keyStore } = useVaultPorts()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [selected, setSelected] = useState<string[]>([])
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [nobody, setNobody] = useState(false)
  const candidates = $api.useQuery(
    'get',
    '/organization/{organizationId}/service-requests/{serviceRequestId}/candidates',
    { params: { path: { organizationId, serviceRequestId: request.id } } },
  )
  const list = candidates.data?.candidates ?? []
  const noneEligible = candidates.isSuccess && !list.some((c) => c.eligible)

  const send = async () => {
    if (!vault) return
    setSending(true)
    setFailure(null)
    try {
      await shareRequestWith(vault, keyStore, request, selected)
      const answer = await client.POST(
        '/organization/{organizationId}/service-requests/{serviceRequestId}/dispatch',
        {
          params: { path: { organizationId, serviceRequestId: request.id } },
          body: { practitionersIds: selected },
        },
      )
      if (answer.response.ok) {
        void queryClient.invalidateQueries({
          queryKey: ['get', '/organization/{organizationId}/service-requests'],
        })
        toastQueue.add({
          title: DISPATCH_MESSAGES.sentTitle,
          description: DISPATCH_MESSAGES.sentDescription,
          variant: 'success',
        })
        onClose()
        return
      }
      const error = asApiError(answer.error)
      if (error?.code === 'NO_PRACTITIONERS_FOUND') setNobody(true)
      else
        setFailure(
          error?.fieldErrors?.[0]?.message ?? error?.message ?? "La demande n'a pas pu être envoyée.",
        )
    } catch {
      setFailure("La demande n'a pas pu être envoyée. Vérifiez votre connexion et réessayez.")
    } finally {
      setSending(false)
    }
  }

  if (noneEligible || nobody) {
    return (
      <AlertDialog
        title="Aucun prestataire disponible"
        isOpen
        onOpenChange={(open) => !open && onClose()}
        confirmLabel="Oui"
        cancelLabel="Non"
        onConfirm={() => void navigate(EXTERNAL_PRACTITIONERS_PATH)}
        onCancel={onClose}
      >
        {DISPATCH_MESSAGES.noPractitioners}
      </AlertDialog>
    )
  }

  return (
    <Dialog
      title={TITLE}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            Annuler
          </Button>
          <Button
            onPress={() => void send()}
            isDisabled={selected.length === 0 || !vault}
            isPending={sending}
            pendingLabel="Envoi en cours"
          >
            Suivant
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        <p className={styles.lead}>
          {request.subject.name} · {request.location.text}
        </p>
        {!vault && <Alert variant="info">{NO_VAULT}</Alert>}
        {failure && <Alert variant="error">{failure}</Alert>}
        {candidates.isPending ? (
          <Spinner label="Recherche des prestataires" />
        ) : candidates.isError ? (
          <Alert variant="error" title="Les prestataires n'ont pas pu être chargés.">
            <Button size="sm" variant="secondary" onPress={() => void candidates.refetch()}>
              Réessayer
            </Button>
          </Alert>
        ) : (
          <GridList
            aria-label="Prestataires"
            items={list.map((candidate) => ({ ...candidate, id: candidate.practitioner.id }))}
            textValue={(candidate) => `${candidate.practitioner.name}, ${candidate.explanation}`}
            selectionMode="multiple"
            selectedIds={selected}
            onSelectionChange={setSelected}
            disabledIds={list.filter((c) => !c.eligible).map((c) => c.practitioner.id)}
            disabledBehavior="selection"
          >
            {(candidate) => <CandidateRow candidate={candidate} />}
          </GridList>
        )}
      </div>
    </Dialog>
  )
}

function CandidateRow({ candidate }: { candidate: Candidate }) {
  return (
    <div className={styles.candidate}>
      <span className={styles.name}>
        {candidate.practitioner.name}
        {candidate.rank === 1 && candidate.eligible && <Badge variant="success">Recommandée</Badge>}
        {!candidate.eligible && <Badge variant="neutral">Indisponible</Badge>}
      </span>
      <span className={styles.explanation}>{candidate.explanation}</span>
    </div>
  )
}
