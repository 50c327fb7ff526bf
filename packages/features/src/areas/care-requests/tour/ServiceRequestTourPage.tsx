// 'Tournée de consultations' (/app/service-request-tour, the mobility nurse in Côte d'Ivoire): the home
// visits the dispatch centre gave her and she has not ended, on a map and in a numbered list that says
// the same — the one under way first, the others in the order that travels least from there (the
// domain's planTour), with what that order saves. Each visit shows where, who, why (decrypted in her
// browser) and where it stands, the next step as a button and 'Obtenir l'itinéraire'. While she is on
// her way her device's position is shared, so that her patient sees her coming.
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { asApiError, type components } from '@relais/api-client'
import {
  dateInZone,
  estimateTravel,
  formatDate,
  formatDistanceKm,
  formatTime,
  formatTravel,
  NEXT_ROUTE_STATUS,
  ROUTE_ACTION_LABELS,
  SERVICE_REQUEST_POLL_MS,
  trackingStep,
  type Coordinates,
} from '@relais/domain'
import {
  Alert,
  Badge,
  Button,
  EmptyState,
  Link,
  PageHeader,
  Skeleton,
  Spinner,
  toastQueue,
  type BadgeVariant,
} from '@relais/ui'
import { visuallyHidden } from '@relais/ui/themes'
import { MapView, type MapPlace } from '@relais/ui/MapView'
import { useAppConfig } from '../../../core/config/AppConfig.tsx'
import { useSignedInUser } from '../../../core/session/signed-in.tsx'
import { useOptionalVault } from '../../../core/vault/vault-context.tsx'
import { useBrowserTimeZone } from '../dispatch-centre/board-text.ts'
import { directionsUrl } from '../directions.ts'
import { readHomeVisitReason } from '../home-visit/request-home-visit.ts'
import { orderTour, type OrderedTour, type TourStart } from './tour-order.ts'
import { useMoveRoute, useTourVisits } from './use-tour.ts'
import { useTravelPosition } from './use-travel-position.ts'
import * as styles from './ServiceRequestTourPage.css.ts'

type ServiceRequest = components['schemas']['ServiceRequest']
type RouteMove = components['schemas']['RouteUpdate']['status']

const TITLE = 'Tournée de consultations'
const MAP_HEIGHT = 380
/** The map takes its name once, when drawn: it names what it may show rather than what it shows now. */
const MAP_LABEL =
  "Carte de la tournée : vos visites, numérotées comme la liste, et votre position ou votre zone d'exercice"

const POSITION_UNAVAILABLE =
  'Votre position ne peut pas être partagée : votre patient ne vous verra pas arriver.'
const REASON_UNREADABLE = 'Motif non lisible sur cet appareil'

/** The toast once the API recorded the move. */
const MOVED: Record<RouteMove, string> = {
  TRAVELLING: 'En route',
  ARRIVED: 'Arrivée enregistrée',
  COMPLETED: 'Visite terminée',
}
const MOVE_MESSAGES = {
  gone: 'Cette visite ne vous est plus attribuée : elle a été retirée de votre tournée.',
  failed: "La visite n'a pas pu être mise à jour. Réessayez dans un instant.",
} as const

const ORDERED_FROM: Record<TourStart, string> = {
  visit: 'Les visites suivantes sont classées depuis la visite en cours.',
  position: 'Les visites sont classées depuis votre dernière position connue.',
  zone: "Les visites sont classées depuis votre zone d'exercice.",
}

const actionIdOf = (prefix: string, visit: ServiceRequest) => `${prefix}-${visit.id}`

/** The move her button makes: the visit's next step, when it has one she can take. */
function nextMove(visit: ServiceRequest): RouteMove | null {
  const next = visit.routeStatus ? NEXT_ROUTE_STATUS[visit.routeStatus] : undefined
  return next === 'TRAVELLING' || next === 'ARRIVED' || next === 'COMPLETED' ? next : null
}

const STEP_TONES: Partial<Record<NonNullable<ServiceRequest['routeStatus']>, BadgeVariant>> = {
  QUEUED: 'neutral',
  TRAVELLING: 'info',
  ARRIVED: 'success',
}

export function ServiceRequestTourPage() {
  const visits = useTourVisits()
  // Kept through a failed reading: a lost connection on the way must not stop the sharing.
  const travelling = (visits.data ?? []).some((visit) => visit.routeStatus === 'TRAVELLING')
  const travel = useTravelPosition(travelling)
  return (
    <div className={styles.page}>
      <PageHeader title={TITLE} description="Vos visites à domicile, dans l'ordre conseillé." />
      {travel.unavailable && <Alert variant="warning">{POSITION_UNAVAILABLE}</Alert>}
      {visits.isPending ? (
        <div className={styles.pending}>
          <Spinner label="Chargement de votre tournée" />
          <div className={styles.pending} aria-hidden="true">
            <Skeleton shape="rect" height={MAP_HEIGHT} />
            <Skeleton shape="rect" height={160} />
          </div>
        </div>
      ) : visits.data === undefined ? (
        <Alert variant="error" title="Votre tournée n'a pas pu être chargée.">
          <Button size="sm" variant="secondary" onPress={() => void visits.refetch()}>
            Réessayer
          </Button>
        </Alert>
      ) : (
        <Tour visits={visits.data} livePosition={travel.position} />
      )}
    </div>
  )
}

function Tour({ visits, livePosition }: { visits: ServiceRequest[]; livePosition: Coordinates | null }) {
  const zone = useSignedInUser().profile.exerciceZone?.coordinates ?? null
  const move = useMoveRoute()
  const [moving, setMoving] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [moved, setMoved] = useState<{ id: string; status: RouteMove } | null>(null)
  const listTitle = useRef<HTMLHeadingElement>(null)
  const listTitleId = useId()
  const actionsId = useId()

  // Where she is: what her device says on this page, else what it last shared on her way to a visit.
  const position =
    livePosition ??
    visits.find((visit) => visit.routeStatus === 'TRAVELLING' && visit.performerPosition)
      ?.performerPosition ??
    null
  const tour = useMemo(() => orderTour(visits, { position, zone }), [visits, position, zone])

  // Once the move shows, the focus goes to the visit's next step, or to the list when the visit ended
  // (its button went with it).
  useEffect(() => {
    if (!moved) return
    const visit = visits.find((v) => v.id === moved.id)
    if (visit && visit.routeStatus !== moved.status) return
    const next = visit ? document.getElementById(actionIdOf(actionsId, visit)) : null
    ;(next ?? listTitle.current)?.focus()
    setMoved(null)
  }, [moved, visits, actionsId])

  const moveOn = (visit: ServiceRequest, status: RouteMove) => {
    setFailure(null)
    setMoving(visit.id)
    move.mutate(
      { params: { path: { serviceRequestId: visit.id } }, body: { status } },
      {
        onSuccess: () => {
          toastQueue.add({ title: MOVED[status], description: visit.location.text, variant: 'success' })
          setMoved({ id: visit.id, status })
        },
        onError: (refusal) => {
          const error = asApiError(refusal)
          // The API says where the visit stands; the list, read again, shows it.
          if (error?.code === 'CONFLICT') setFailure(error.message)
          else if (error?.statusCode === 404) setFailure(MOVE_MESSAGES.gone)
          else if (error && error.statusCode < 500)
            setFailure(error.fieldErrors?.[0]?.message ?? error.message)
          else setFailure(MOVE_MESSAGES.failed)
        },
        onSettled: () => setMoving(null),
      },
    )
  }

  if (visits.length === 0) {
    return (
      <EmptyState
        title="Aucune visite prévue"
        description="Les visites que la régulation vous attribue apparaîtront ici."
        headingLevel={2}
      />
    )
  }

  // The first visit's trip starts where the order starts; ARRIVED has no trip left.
  const origin = position ?? (tour.start === 'zone' ? zone : null)
  const originLabel = position ? 'votre position' : "votre zone d'exercice"
  return (
    <>
      <TourMap tour={tour} position={position} zone={tour.start === 'zone' ? zone : null} />
      <TourSummary tour={tour} />
      {failure && <Alert variant="error">{failure}</Alert>}
      <section className={styles.visits} aria-labelledby={listTitleId}>
        <h2 id={listTitleId} ref={listTitle} tabIndex={-1} className={styles.listTitle}>
          Vos visites ({tour.visits.length})
        </h2>
        <ol className={styles.list} role="list" aria-labelledby={listTitleId}>
          {tour.visits.map((visit, index) => {
            const from = index === 0 ? origin : tour.visits[index - 1]!.location.coordinates
            return (
              <VisitItem
                key={visit.id}
                visit={visit}
                number={index + 1}
                current={visit.id === tour.currentId}
                trip={
                  from && visit.routeStatus !== 'ARRIVED'
                    ? {
                        text: formatTravel(estimateTravel(from, visit.location.coordinates)),
                        from: index === 0 ? originLabel : 'la visite précédente',
                      }
                    : null
                }
                actionId={actionIdOf(actionsId, visit)}
                moving={moving === visit.id}
                blocked={moving !== null && moving !== visit.id}
                onMove={(status) => moveOn(visit, status)}
              />
            )
          })}
        </ol>
      </section>
    </>
  )
}

/** The visits by their numbers, the one the page is about ringed, and where she is (or starts from). */
function TourMap({
  tour,
  position,
  zone,
}: {
  tour: OrderedTour
  position: Coordinates | null
  zone: Coordinates | null
}) {
  const { mapStyleUrl } = useAppConfig()
  const places = useMemo<MapPlace[]>(
    () => [
      ...tour.visits.map((visit, index) => ({
        id: visit.id,
        label: String(index + 1),
        coordinates: visit.location.coordinates,
        highlighted: visit.id === tour.currentId,
      })),
      ...(position
        ? [{ id: 'position', label: 'Vous', coordinates: position, tone: 'secondary' as const }]
        : zone
          ? [{ id: 'zone', label: 'Votre zone', coordinates: zone, tone: 'secondary' as const }]
          : []),
    ],
    [tour, position, zone],
  )
  return (
    <MapView
      label={MAP_LABEL}
      places={places}
      height={MAP_HEIGHT}
      {...(mapStyleUrl ? { styleUrl: mapStyleUrl } : {})}
    />
  )
}

/** From where the visits are ordered, and what the order saves against the assignment order. */
function TourSummary({ tour }: { tour: OrderedTour }) {
  if (tour.visits.length < 2) return null
  const saves = tour.km !== null && tour.savedKm >= 0.005
  return (
    <div className={styles.summary}>
      <p className={styles.lead}>
        {tour.start ? ORDERED_FROM[tour.start] : "Les visites sont dans l'ordre d'attribution."} Les numéros
        de la carte sont ceux de la liste.
      </p>
      {saves && (
        <p className={styles.saving}>
          Ordre optimisé : ≈ {formatDistanceKm(tour.km!)} ({formatDistanceKm(tour.savedKm)} de moins que dans
          l'ordre d'attribution)
        </p>
      )}
    </div>
  )
}

function VisitItem({
  visit,
  number,
  current,
  trip,
  actionId,
  moving,
  blocked,
  onMove,
}: {
  visit: ServiceRequest
  number: number
  current: boolean
  trip: { text: string; from: string } | null
  actionId: string
  moving: boolean
  blocked: boolean
  onMove: (status: RouteMove) => void
}) {
  const timeZone = useBrowserTimeZone()
  const step = trackingStep(visit.status, visit.routeStatus, 'other', visit.performer !== null)
  const next = nextMove(visit)
  const nextLabel = next ? ROUTE_ACTION_LABELS[next] : undefined
  const asked = Date.parse(visit.authoredOn)
  return (
    <li className={styles.visit} aria-current={current ? 'step' : undefined}>
      <span className={styles.number} aria-hidden="true">
        {number}
      </span>
      <div className={styles.body}>
        <h3 className={styles.address}>
          <span className={visuallyHidden}>Visite {number} : </span>
          {visit.location.text}
        </h3>
        <p className={styles.detail}>
          {visit.subject.name} · Demandée le {formatDate(dateInZone(asked, timeZone))} à{' '}
          {formatTime(asked, timeZone)}
        </p>
        <VisitReason visit={visit} />
        {trip && (
          <p className={styles.detail}>
            Trajet : {trip.text} depuis {trip.from}
          </p>
        )}
        <div className={styles.actions}>
          {step && (
            <Badge variant={STEP_TONES[visit.routeStatus ?? 'QUEUED'] ?? 'neutral'}>{step.text}</Badge>
          )}
          {next && nextLabel && (
            <Button
              id={actionId}
              size="sm"
              aria-label={`${nextLabel} (visite ${number})`}
              onPress={() => onMove(next)}
              isPending={moving}
              pendingLabel="Enregistrement en cours"
              isDisabled={blocked}
            >
              {nextLabel}
            </Button>
          )}
          <Link
            variant="standalone"
            href={directionsUrl(visit.location.coordinates)}
            target="_blank"
            rel="noreferrer"
            aria-label={`Obtenir l'itinéraire (visite ${number})`}
          >
            Obtenir l'itinéraire
          </Link>
        </div>
      </div>
    </li>
  )
}

/**
 * Why the patient asked, decrypted here. Until her browser shares it with the nurse (it does once it
 * sees the assignment) it cannot be read, so it is tried again at each reading of the list.
 */
function VisitReason({ visit }: { visit: ServiceRequest }) {
  const vault = useOptionalVault()
  const reason = useQuery({
    queryKey: ['home-visit-reason', visit.id, visit.form.encryptionSessionId, vault?.userId ?? null],
    queryFn: () => readHomeVisitReason(vault!, visit),
    enabled: vault !== null,
    staleTime: (query) => (query.state.data ? Infinity : 0),
    refetchInterval: (query) => (query.state.data === null ? SERVICE_REQUEST_POLL_MS : false),
    retry: false,
  })
  if (vault && reason.isPending) return <Spinner size="sm" label="Déchiffrement du motif" />
  if (!vault || !reason.data) return <p className={styles.detail}>{REASON_UNREADABLE}</p>
  return (
    <p className={styles.reason}>
      <span className={styles.reasonLabel}>Motif : </span>
      {reason.data}
    </p>
  )
}
