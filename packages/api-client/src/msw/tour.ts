// The mobility nurse's tour in stories and component tests: the visits she performs as her list reads
// them, each moved on one step at a time as the API moves it (any other move a 409 saying where the
// visit stands), and the positions her device shares, which her travelling visits then carry. Never
// used by the running product.
import { delay } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { components, paths } from '../schema.gen.ts'

const http = createOpenApiHttp<paths>({ baseUrl: '*' })

type ServiceRequest = components['schemas']['ServiceRequest']
type RouteStatus = components['schemas']['RouteStatus']
type RouteMove = components['schemas']['RouteUpdate']['status']
type Coordinates = components['schemas']['Coordinates']
type ErrorBody = components['schemas']['Error']

/** The step each move starts from: the domain's NEXT_ROUTE_STATUS, read backwards. */
const MOVES_FROM: Record<RouteMove, RouteStatus> = {
  TRAVELLING: 'QUEUED',
  ARRIVED: 'TRAVELLING',
  COMPLETED: 'ARRIVED',
}

/**
 * Where the visit stands, as the API words a refused move: the domain's `routeMoveRefusal`, written
 * again here because the client's package does not depend on the domain.
 */
function refusalOf(current: RouteStatus | null): string {
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

const notFound: ErrorBody = {
  statusCode: 404,
  error: 'Not Found',
  message: 'Demande introuvable',
  code: 'NOT_FOUND',
}

const serverError: ErrorBody = {
  statusCode: 500,
  error: 'Internal Server Error',
  message: 'Erreur',
  code: 'INTERNAL',
}

export interface TourStoreOptions {
  /** The requests her list returns: those she performs, and any other the API would list to her. */
  requests?: ServiceRequest[]
  /** Where her device last shared being: her travelling visits carry it, as the API's do. */
  position?: Coordinates | null
  /**
   * Visits moved on elsewhere (her other device) just before this page's next move of them: the page
   * is a step behind, and its move a 409.
   */
  movedMeanwhile?: Record<string, RouteStatus>
  /** Her list answers 500. */
  failing?: boolean
}

export function tourStore(options: TourStoreOptions = {}) {
  const requests = (options.requests ?? []).map((request) => ({ ...request }))
  const movedMeanwhile = new Map(Object.entries(options.movedMeanwhile ?? {}))
  let position = options.position ?? null
  /** Every position her device shared, in order. */
  const positions: Coordinates[] = []
  /** Every move the API accepted, in order. */
  const moves: { serviceRequestId: string; status: RouteMove }[] = []
  // The API gives her last shared position on a visit only while she is on her way to it.
  const carryPosition = (request: ServiceRequest) => {
    request.performerPosition = request.routeStatus === 'TRAVELLING' ? position : null
  }
  requests.forEach(carryPosition)

  const handlers = [
    http.get('/midwife/service-requests', async ({ response }) => {
      await delay(50)
      if (options.failing) return response(500).json(serverError)
      const newestFirst = [...requests].sort((a, b) => b.authoredOn.localeCompare(a.authoredOn))
      return response(200).json({ serviceRequests: newestFirst })
    }),
    http.post('/service-requests/{serviceRequestId}/route', async ({ params, request, response }) => {
      await delay(50)
      const { status } = await request.json()
      const found = requests.find((r) => r.id === params.serviceRequestId)
      if (!found || found.performer === null) return response(404).json(notFound)
      const meanwhile = movedMeanwhile.get(found.id)
      if (meanwhile) {
        movedMeanwhile.delete(found.id)
        found.routeStatus = meanwhile
        carryPosition(found)
      }
      if (found.routeStatus !== MOVES_FROM[status]) {
        return response(409).json({
          statusCode: 409,
          error: 'Conflict',
          message: refusalOf(found.routeStatus),
          code: 'CONFLICT',
        })
      }
      found.routeStatus = status
      carryPosition(found)
      moves.push({ serviceRequestId: found.id, status })
      return response(200).json(found)
    }),
    http.patch('/user/current/position', async ({ request, response }) => {
      const shared = await request.json()
      positions.push(shared)
      position = shared
      requests.forEach(carryPosition)
      return response(204).empty()
    }),
  ]
  return { handlers, requests, positions, moves }
}
