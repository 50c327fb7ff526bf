// 'Rejoindre une structure' (/app/join-organization, the organization switcher's last entry): the FINESS
// of a structure is looked up at its ninth character; the structure found can be asked to join (its
// manager answers, and the practitioner is notified), 'Retour' clears the selection; a confirmation says
// the request left. Below, the requests still waiting for an answer.
import { useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { asApiError, useApi, type components } from '@relais/api-client'
import {
  dateInZone,
  DEFAULT_TIME_ZONE,
  FINESS_MESSAGE,
  formatDate,
  isValidFiness,
  normalizeFiness,
} from '@relais/domain'
import { Alert, Button, Card, EmptyState, MaskedField, masks, PageHeader, Spinner } from '@relais/ui'
import * as styles from './JoinOrganizationPage.css.ts'

type Organization = components['schemas']['Organization']

const NOT_FOUND = 'Aucune structure active ne porte ce numéro FINESS.'
const LOOKUP_FAILED = "La structure n'a pas pu être recherchée. Réessayez."
const REQUEST_FAILED = "La demande n'a pas pu être envoyée. Réessayez."

type Lookup =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'invalid' }
  | { kind: 'missing' }
  | { kind: 'failed' }
  | { kind: 'found'; organization: Organization }
  | { kind: 'sent'; organization: Organization }

const cityOf = (organization: Organization) => organization.address.city ?? organization.address.text

export function JoinOrganizationPage() {
  const { client } = useApi()
  const queryClient = useQueryClient()
  const [finess, setFiness] = useState('')
  const [lookup, setLookup] = useState<Lookup>({ kind: 'idle' })
  const [sending, setSending] = useState(false)
  const [requestError, setRequestError] = useState<string | null>(null)
  // Only the answer to the latest look-up counts: the field may have changed while one was on its way.
  const latest = useRef(0)

  const search = async (value: string) => {
    const seq = ++latest.current
    const number = normalizeFiness(value)
    if (!isValidFiness(number)) return setLookup({ kind: 'invalid' })
    setLookup({ kind: 'searching' })
    const { data, response } = await client.GET('/organization/finess/{finess}', {
      params: { path: { finess: number } },
    })
    if (seq !== latest.current) return
    if (data) setLookup({ kind: 'found', organization: data })
    else setLookup({ kind: response.status === 404 ? 'missing' : 'failed' })
  }

  const clear = () => {
    latest.current += 1
    setFiness('')
    setLookup({ kind: 'idle' })
    setRequestError(null)
  }

  const request = async (organization: Organization) => {
    setSending(true)
    setRequestError(null)
    try {
      const { response, error } = await client.POST('/organization/{organizationId}/request-to-join', {
        params: { path: { organizationId: organization.id } },
      })
      if (response.ok) {
        setLookup({ kind: 'sent', organization })
        void queryClient.invalidateQueries({ queryKey: ['get', '/user/current/organization-requests'] })
      } else {
        // 409 says why in the API's words ('Votre demande est déjà en attente').
        setRequestError(asApiError(error)?.message ?? REQUEST_FAILED)
      }
    } catch {
      setRequestError(REQUEST_FAILED)
    } finally {
      setSending(false)
    }
  }

  return (
    <div className={styles.page}>
      <PageHeader
        title="Rejoindre une structure"
        description="Saisissez le numéro FINESS de la structure : son responsable recevra votre demande."
      />
      <Card title="Rechercher une structure" headingLevel={2}>
        <div className={styles.stack}>
          {/* Always mounted: the field keeps the keyboard's focus while the structure appears below it. */}
          <MaskedField
            label="Numéro FINESS"
            description="9 caractères : la structure est recherchée dès le dernier saisi."
            mask={masks.finess}
            inputMode="text"
            autoFocus
            isRequired
            value={finess}
            onChange={(raw) => {
              latest.current += 1
              setFiness(raw)
              setLookup({ kind: 'idle' })
              setRequestError(null)
            }}
            onComplete={(raw) => void search(raw)}
            onBlur={() => {
              if (finess !== '' && !isValidFiness(finess)) setLookup({ kind: 'invalid' })
            }}
            isInvalid={lookup.kind === 'invalid'}
            errorMessage={lookup.kind === 'invalid' ? FINESS_MESSAGE : undefined}
          />
          {lookup.kind === 'searching' && <Spinner size="sm" label="Recherche de la structure" />}
          {lookup.kind === 'missing' && <Alert variant="info">{NOT_FOUND}</Alert>}
          {lookup.kind === 'failed' && <Alert variant="error">{LOOKUP_FAILED}</Alert>}
          {(lookup.kind === 'found' || lookup.kind === 'sent') && (
            <section className={styles.found} aria-labelledby="joined-organization-name">
              <h3 id="joined-organization-name" className={styles.name}>
                {lookup.organization.name}
              </h3>
              <p className={styles.text}>{cityOf(lookup.organization)}</p>
              <p className={styles.muted}>FINESS {lookup.organization.finess}</p>
              <p className={styles.text} role="status">
                {lookup.kind === 'sent'
                  ? `Votre demande a été envoyée à ${lookup.organization.name}. Vous serez notifié de sa réponse.`
                  : null}
              </p>
              {requestError && <Alert variant="error">{requestError}</Alert>}
              <div className={styles.actions}>
                <Button variant="secondary" isDisabled={sending} onPress={clear}>
                  Retour
                </Button>
                {lookup.kind === 'found' && (
                  <Button
                    isPending={sending}
                    pendingLabel="Envoi en cours"
                    onPress={() => void request(lookup.organization)}
                  >
                    Envoyer une demande
                  </Button>
                )}
              </div>
            </section>
          )}
        </div>
      </Card>
      <PendingRequests />
    </div>
  )
}

function PendingRequests() {
  const { $api } = useApi()
  const requests = $api.useQuery('get', '/user/current/organization-requests')
  return (
    <Card title="Demandes en attente" headingLevel={2}>
      {requests.isPending ? (
        <Spinner size="sm" label="Chargement des demandes" />
      ) : requests.isError ? (
        <Alert variant="error" title="Les demandes n'ont pas pu être chargées.">
          <Button size="sm" variant="secondary" onPress={() => void requests.refetch()}>
            Réessayer
          </Button>
        </Alert>
      ) : requests.data.requests.length === 0 ? (
        <EmptyState title="Aucune demande en attente" />
      ) : (
        <ul className={styles.requests}>
          {requests.data.requests.map((request) => (
            <li key={request.id} className={styles.text}>
              {request.organization.name}
              {request.organization.city ? ` (${request.organization.city})` : ''}{' '}
              <span className={styles.muted}>
                — demandée le {formatDate(dateInZone(Date.parse(request.createdAt), DEFAULT_TIME_ZONE))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  )
}
