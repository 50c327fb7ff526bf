// A structure's request on its way to a practitioner, in stories and component tests: the picker's
// candidates, the dispatch, the practitioner's 'Mes prises en charge', the request read by id, and the
// answer (accept or decline) to a dispatch. Never used by the running product.
import { delay } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { components, paths } from '../schema.gen.ts'

const http = createOpenApiHttp<paths>({ baseUrl: '*' })

type ServiceRequest = components['schemas']['ServiceRequest']
type Candidate = components['schemas']['ServiceRequestCandidate']
type ErrorBody = components['schemas']['Error']

/** A midwife of the sample structure's external practitioners. */
export const EXTERNAL_MIDWIFE = { id: '6c7d8e9f-0a1b-4c2d-8e3f-4a5b6c7d8e9f', name: 'Inès Faure' }

/** Three candidates: the nearest first, one further, one out of her zone. */
export const candidatesSample: Candidate[] = [
  {
    practitioner: { ...EXTERNAL_MIDWIFE, userType: 'midwife' },
    eligible: true,
    travel: { km: 3.12, minutes: 9, estimated: true },
    explanation:
      '≈ 3,12 km · 9 min · qualifié(e) · 3 h libres aux dates demandées · aucune prise en charge en cours',
    rank: 1,
  },
  {
    practitioner: { id: '7d8e9f0a-1b2c-4d3e-9f4a-5b6c7d8e9f0a', name: 'Chloé Vincent', userType: 'midwife' },
    eligible: true,
    travel: { km: 11.4, minutes: 24, estimated: true },
    explanation:
      '≈ 11,40 km · 24 min · qualifié(e) · 2 h libres aux dates demandées · 1 prise en charge en cours',
    rank: 2,
  },
  {
    practitioner: { id: '8e9f0a1b-2c3d-4e4f-8a5b-6c7d8e9f0a1b', name: 'Manon Roux', userType: 'midwife' },
    eligible: false,
    travel: { km: 48.9, minutes: 61, estimated: true },
    explanation:
      '≈ 48,90 km · 1 h 01 · hors de sa zone (20 km) · qualifié(e) · 4 h libres aux dates demandées',
    rank: 3,
  },
]

export const NO_PRACTITIONERS_FOUND_MESSAGE =
  'Aucun prestataire disponible, vous allez être redirigé vers la page de gestion des prestataires externes'

const notFound: ErrorBody = {
  statusCode: 404,
  error: 'Not Found',
  message: 'Demande introuvable',
  code: 'NOT_FOUND',
}

export interface CareRequestDispatchOptions {
  /** The requests the API knows, as the structure sees them. */
  requests: ServiceRequest[]
  candidates?: Candidate[]
  /** The dispatch answers NO_PRACTITIONERS_FOUND (someone was taken meanwhile). */
  nobodyLeft?: boolean
  /** Who is signed in, for the practitioner's side: their dispatches are the ones they see. */
  practitioner?: { id: string; name: string }
}

export type DispatchCall =
  | { kind: 'dispatch'; serviceRequestId: string; practitionersIds: string[] }
  | { kind: 'accept' | 'decline'; serviceRequestId: string; dispatchId: string }

export function careRequestDispatchStore(options: CareRequestDispatchOptions) {
  const requests = options.requests
  const candidates = options.candidates ?? candidatesSample
  const practitioner = options.practitioner ?? EXTERNAL_MIDWIFE
  const calls: DispatchCall[] = []
  const find = (id: string) => requests.find((r) => r.id === id)
  /** A practitioner sees only their own dispatches of a request. */
  const asPractitioner = (request: ServiceRequest): ServiceRequest => ({
    ...request,
    dispatches: request.dispatches.filter((d) => d.practitioner.id === practitioner.id),
  })

  const handlers = [
    http.get(
      '/organization/{organizationId}/service-requests/{serviceRequestId}/candidates',
      async ({ params, response }) => {
        await delay(100)
        if (!find(params.serviceRequestId)) return response(404).json(notFound)
        return response(200).json({ candidates })
      },
    ),
    http.post(
      '/organization/{organizationId}/service-requests/{serviceRequestId}/dispatch',
      async ({ params, request, response }) => {
        const found = find(params.serviceRequestId)
        if (!found) return response(404).json(notFound)
        const { practitionersIds } = await request.json()
        calls.push({ kind: 'dispatch', serviceRequestId: found.id, practitionersIds })
        if (options.nobodyLeft) {
          return response(409).json({
            statusCode: 409,
            error: 'Conflict',
            message: NO_PRACTITIONERS_FOUND_MESSAGE,
            code: 'NO_PRACTITIONERS_FOUND',
          })
        }
        const now = new Date().toISOString()
        found.status = 'ONHOLD'
        for (const id of practitionersIds) {
          const name = candidates.find((c) => c.practitioner.id === id)?.practitioner.name ?? id
          found.dispatches.push({
            id: crypto.randomUUID(),
            practitioner: { id, name },
            status: 'PENDING',
            sentAt: now,
            answeredAt: null,
          })
        }
        return response(200).json(found)
      },
    ),
    http.get('/midwife/service-requests', async ({ response }) => {
      await delay(100)
      const mine = requests.filter(
        (r) =>
          r.performer?.id === practitioner.id ||
          r.dispatches.some((d) => d.practitioner.id === practitioner.id && d.status === 'PENDING'),
      )
      return response(200).json({ serviceRequests: mine.map(asPractitioner) })
    }),
    http.get('/service-requests/{serviceRequestId}', async ({ params, response }) => {
      await delay(50)
      const found = find(params.serviceRequestId)
      if (!found) return response(404).json(notFound)
      return response(200).json(asPractitioner(found))
    }),
    http.post('/service-requests/{serviceRequestId}/accept/{dispatchId}', ({ params, response }) => {
      const found = find(params.serviceRequestId)
      const dispatch = found?.dispatches.find((d) => d.id === params.dispatchId)
      if (!found || !dispatch) return response(404).json(notFound)
      calls.push({ kind: 'accept', serviceRequestId: found.id, dispatchId: dispatch.id })
      const now = new Date().toISOString()
      for (const other of found.dispatches) {
        if (other.status !== 'PENDING') continue
        other.status = other.id === dispatch.id ? 'ACCEPTED' : 'WITHDRAWN'
        other.answeredAt = now
      }
      found.status = 'ACTIVE'
      found.performer = dispatch.practitioner
      return response(200).json(asPractitioner(found))
    }),
    http.post('/service-requests/{serviceRequestId}/decline/{dispatchId}', ({ params, response }) => {
      const found = find(params.serviceRequestId)
      const dispatch = found?.dispatches.find((d) => d.id === params.dispatchId)
      if (!found || !dispatch) return response(404).json(notFound)
      calls.push({ kind: 'decline', serviceRequestId: found.id, dispatchId: dispatch.id })
      dispatch.status = 'DECLINED'
      dispatch.answeredAt = new Date().toISOString()
      return response(200).json(asPractitioner(found))
    }),
  ]
  return { handlers, requests, calls }
}
