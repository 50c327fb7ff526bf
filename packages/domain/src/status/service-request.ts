/** Service (care) requests and the mobility tracking (the spec's states). */
export type ServiceRequestStatus = 'DRAFT' | 'ONHOLD' | 'ACTIVE'
export type RouteStatus = 'QUEUED' | 'TRAVELLING' | 'ARRIVED' | 'COMPLETED' | 'EXPIRED'

export function serviceRequestStatusLabel(
  status: ServiceRequestStatus,
  performerName?: string | null,
): string {
  switch (status) {
    case 'DRAFT':
      return 'Brouillon'
    case 'ONHOLD':
      return 'En attente de prise en charge'
    case 'ACTIVE':
      return performerName ? `Prise en charge par ${performerName}` : 'Prise en charge'
  }
}

/** Organizations create drafts from the wizard; a patient's own request starts ACTIVE. */
export function initialServiceRequestStatus(creator: 'organization' | 'patient'): ServiceRequestStatus {
  return creator === 'organization' ? 'DRAFT' : 'ACTIVE'
}

export interface TrackingStep {
  step: 0 | 1 | 2 | 3 | 4
  text: string
  showRoute: boolean
}

/**
 * Tracking steps (mobility): ONHOLD 0, as is a patient's own request until a nurse is assigned to it;
 * ACTIVE + QUEUED 1; TRAVELLING 2 (map with route); ARRIVED 3 (the patient reads 'Votre infirmier est
 * arrivé', others 'Consultation en cours'); COMPLETED or EXPIRED 4. The spec gives texts for steps 3
 * and 4 only; the others are ours.
 */
export function trackingStep(
  status: ServiceRequestStatus,
  routeStatus: RouteStatus | null | undefined,
  viewer: 'patient' | 'other',
  hasPerformer = true,
): TrackingStep | null {
  if (status === 'ONHOLD' || (status === 'ACTIVE' && !hasPerformer))
    return { step: 0, text: 'Demande en attente de prise en charge', showRoute: false }
  if (status !== 'ACTIVE') return null
  switch (routeStatus) {
    case 'TRAVELLING':
      return {
        step: 2,
        text: viewer === 'patient' ? 'Votre infirmier est en route' : 'Infirmier en route',
        showRoute: true,
      }
    case 'ARRIVED':
      return {
        step: 3,
        text: viewer === 'patient' ? 'Votre infirmier est arrivé' : 'Consultation en cours',
        showRoute: false,
      }
    case 'COMPLETED':
    case 'EXPIRED':
      return { step: 4, text: 'Consultation terminée', showRoute: false }
    default:
      return { step: 1, text: 'Demande prise en charge', showRoute: false }
  }
}

/** The route statuses of a visit not over yet: assigned, on the way, at the door. */
export const ROUTE_UNDER_WAY: readonly RouteStatus[] = ['QUEUED', 'TRAVELLING', 'ARRIVED']

/** The nurse moves a visit on one step at a time: the step each one leads to. */
export const NEXT_ROUTE_STATUS: Partial<Record<RouteStatus, RouteStatus>> = {
  QUEUED: 'TRAVELLING',
  TRAVELLING: 'ARRIVED',
  ARRIVED: 'COMPLETED',
}

/** The nurse's button that moves the visit to each step. */
export const ROUTE_ACTION_LABELS: Partial<Record<RouteStatus, string>> = {
  TRAVELLING: 'Je pars',
  ARRIVED: 'Je suis arrivé',
  COMPLETED: 'Terminer la visite',
}

/** Why a move the nurse asked for cannot be made: where the visit stands. */
export function routeMoveRefusal(current: RouteStatus | null): string {
  switch (current) {
    case 'TRAVELLING':
      return 'Vous êtes déjà en route'
    case 'ARRIVED':
      return 'Vous êtes déjà arrivé'
    case 'COMPLETED':
    case 'EXPIRED':
      return 'Cette visite est terminée'
    default:
      return "Cette visite n'a pas commencé"
  }
}

/** How often a request being followed (the patient's visit, the dispatch board) is read again. */
export const SERVICE_REQUEST_POLL_MS = 5_000

/** The tracking's steps, in order, as the patient reads them. */
export const PATIENT_TRACKING_STEPS = [
  'Demande en attente de prise en charge',
  'Demande prise en charge',
  'Votre infirmier est en route',
  'Votre infirmier est arrivé',
  'Consultation terminée',
] as const

/** The request shown as current: newest by authoredOn among ONHOLD and ACTIVE (polled every 5 s). */
export function activeServiceRequest<T extends { status: ServiceRequestStatus; authoredOn: string }>(
  requests: readonly T[],
): T | null {
  let best: T | null = null
  for (const r of requests) {
    if (r.status !== 'ONHOLD' && r.status !== 'ACTIVE') continue
    if (!best || Date.parse(r.authoredOn) > Date.parse(best.authoredOn)) best = r
  }
  return best
}
