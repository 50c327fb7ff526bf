// A mobility patient's own home visits in stories and component tests: her list (the tracking reads the
// newest open one) and her new request, refused while one is open, as the API refuses it; `assign` and
// `advance` play the dispatch centre and the nurse. Never used by the running product.
import { delay } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { components, paths } from '../schema.gen.ts'
import { envelopeErrors } from './envelope.ts'

const http = createOpenApiHttp<paths>({ baseUrl: '*' })

type ServiceRequest = components['schemas']['ServiceRequest']
type RouteStatus = components['schemas']['RouteStatus']
type SelfServiceRequestCreation = components['schemas']['SelfServiceRequestCreation']

/** The sample patient of Abidjan. */
export const HOME_VISIT_PATIENT = { id: '7e8f9a0b-1c2d-4e3f-8a4b-5c6d7e8f9a0b', name: 'Awa Koné' }
export const HOME_VISIT_NURSE = { id: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e', name: 'Karim Benali' }

const UNDER_WAY: readonly (RouteStatus | null)[] = ['QUEUED', 'TRAVELLING', 'ARRIVED']

/** A request of hers as the API returns it, asked at `authoredOn`. */
export function homeVisitRequest(overrides: Partial<ServiceRequest> = {}): ServiceRequest {
  return {
    id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
    status: 'ACTIVE',
    requestTypes: [],
    requestDate: '2026-03-02',
    subject: HOME_VISIT_PATIENT,
    requester: { organizationId: null, organizationName: null, user: HOME_VISIT_PATIENT },
    performer: null,
    location: {
      text: 'Boulevard Latrille, Cocody, Abidjan, Côte d’Ivoire',
      city: 'Abidjan',
      country: 'CI',
      coordinates: { latitude: 5.3599, longitude: -3.9869 },
    },
    form: {
      version: 1,
      encryptionSessionId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      epoch: 0,
      nonce: 'AAECAwQFBgcICQoL',
      ciphertext: 'c2VhbGVkIHJlYXNvbiBvZiBoZXJz',
    },
    attachments: [],
    dispatches: [],
    authoredOn: '2026-03-02T08:40:00.000Z',
    routeStatus: null,
    performerPosition: null,
    ...overrides,
  }
}

export function homeVisitStore(options: { requests?: ServiceRequest[] } = {}) {
  const requests = [...(options.requests ?? [])]
  const created: SelfServiceRequestCreation[] = []
  const isOpen = (request: ServiceRequest) =>
    request.performer === null || UNDER_WAY.includes(request.routeStatus)
  const handlers = [
    http.get('/service-requests/self-requested', async ({ response }) => {
      await delay(50)
      const newestFirst = [...requests].sort((a, b) => b.authoredOn.localeCompare(a.authoredOn))
      return response(200).json({ serviceRequests: newestFirst })
    }),
    http.post('/service-requests', async ({ request, response }) => {
      const body = await request.json()
      const invalid = envelopeErrors(body.form, 'body.form', 64_000)
      if (invalid) return response(400).json(invalid)
      if (requests.some(isOpen)) {
        return response(409).json({
          statusCode: 409,
          error: 'Conflict',
          message: 'Vous avez déjà une demande en cours',
          code: 'CONFLICT',
        })
      }
      created.push(body)
      const made = homeVisitRequest({
        id: crypto.randomUUID(),
        requestDate: body.requestDate,
        location: body.location,
        form: body.form,
        authoredOn: new Date().toISOString(),
      })
      requests.push(made)
      return response(201).json(made)
    }),
  ]
  const newest = () => [...requests].sort((a, b) => b.authoredOn.localeCompare(a.authoredOn))[0]
  return {
    handlers,
    created,
    requests,
    /** The dispatch centre gives her newest request to the nurse. */
    assign(nurse = HOME_VISIT_NURSE) {
      const request = newest()
      if (request) Object.assign(request, { performer: nurse, routeStatus: 'QUEUED' })
    },
    /** The nurse's visit moves on. */
    advance(routeStatus: RouteStatus) {
      const request = newest()
      if (request) request.routeStatus = routeStatus
    },
  }
}
