// A structure's care requests in stories and component tests: the list 'Demandes de prise en charge'
// reads, and the wizard 'Nouvelle demande' — the structure's patients it chooses from, its documents
// sent first, then the request naming them — checked as the API checks them; and the dispatch centre's
// board, the home visits waiting for a nurse and the nurses. Never used by the running product.
import { delay } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { components, paths } from '../schema.gen.ts'
import { envelopeErrors } from './envelope.ts'
import { patientSummary } from './patients.ts'

const http = createOpenApiHttp<paths>({ baseUrl: '*' })

type ServiceRequest = components['schemas']['ServiceRequest']
type ServiceRequestCreation = components['schemas']['ServiceRequestCreation']
type ServiceRequestAttachment = components['schemas']['ServiceRequestAttachment']
type ServiceRequestAttachmentUpload = components['schemas']['ServiceRequestAttachmentUpload']
type PatientSummary = components['schemas']['PatientSummary']
type ErrorBody = components['schemas']['Error']
type FieldError = components['schemas']['FieldError']

/** What a request's encrypted answers look like from outside: the list never opens them. */
const sealedForm: ServiceRequest['form'] = {
  version: 1,
  encryptionSessionId: '0f1e2d3c-4b5a-4968-8776-655443322110',
  epoch: 0,
  nonce: 'AAECAwQFBgcICQoL',
  ciphertext: 'c2VhbGVkIGFuc3dlcnMgb2YgdGhlIHdpemFyZA',
}

const MATERNITY = {
  organizationId: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  organizationName: 'Maternité des Lilas',
}
/** The structure's own account, the requester of its requests. */
const MATERNITY_ACCOUNT = { id: 'c3d4e5f6-a7b8-4c9d-8e1f-2a3b4c5d6e7f', name: 'Maternité des Lilas' }

/** Three requests of the sample maternity, one in each state, the newest first. */
export const serviceRequestsSample: ServiceRequest[] = [
  {
    id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    status: 'DRAFT',
    requestTypes: ['EARLY_DISCHARGE'],
    requestDate: '2026-12-06',
    subject: { id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e', name: 'Inès Moreau' },
    requester: { ...MATERNITY, user: MATERNITY_ACCOUNT },
    performer: null,
    location: {
      text: '14 rue des Lilas, 75019 Paris',
      city: 'Paris',
      country: 'FR',
      coordinates: { latitude: 48.8777, longitude: 2.3954 },
    },
    form: sealedForm,
    attachments: [],
    dispatches: [],
    authoredOn: '2026-12-06T09:15:00.000Z',
    routeStatus: null,
    performerPosition: null,
  },
  {
    id: 'd4e5f6a7-b8c9-4d0e-9f1a-2b3c4d5e6f70',
    status: 'ONHOLD',
    requestTypes: ['HOME_POSTPARTUM_FOLLOW_UP', 'ADVICE_REQUEST'],
    requestDate: '2026-12-03',
    subject: { id: 'e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7081', name: 'Léa Girard' },
    requester: { ...MATERNITY, user: MATERNITY_ACCOUNT },
    performer: null,
    location: {
      text: '3 avenue Jean Jaurès, 93500 Pantin',
      city: 'Pantin',
      country: 'FR',
      coordinates: { latitude: 48.8941, longitude: 2.4093 },
    },
    form: sealedForm,
    attachments: [],
    dispatches: [],
    authoredOn: '2026-12-03T16:40:00.000Z',
    routeStatus: null,
    performerPosition: null,
  },
  {
    id: 'f6a7b8c9-d0e1-4f2a-9b3c-4d5e6f708192',
    status: 'ACTIVE',
    requestTypes: ['EARLY_PRENATAL_INTERVIEW'],
    requestDate: '2026-11-28',
    subject: { id: '0a1b2c3d-4e5f-4607-8819-2a3b4c5d6e7f', name: 'Chloé Lambert' },
    requester: { ...MATERNITY, user: MATERNITY_ACCOUNT },
    performer: { id: '1a2b3c4d-5e6f-4a70-8b91-c2d3e4f50617', name: 'Élise Bonnet' },
    location: {
      text: '27 rue de Belleville, 75020 Paris',
      city: 'Paris',
      country: 'FR',
      coordinates: { latitude: 48.8721, longitude: 2.3797 },
    },
    form: sealedForm,
    attachments: [],
    dispatches: [],
    authoredOn: '2026-11-28T11:05:00.000Z',
    routeStatus: null,
    performerPosition: null,
  },
]

/** The sample maternity's patients: those whose medical file it holds an accepted grant on. */
const structurePatientsSample: PatientSummary[] = [
  patientSummary('Inès', 'Moreau', { id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e', birthDate: '1994-02-17' }),
  patientSummary('Léa', 'Girard', { id: 'e5f6a7b8-c9d0-4e1f-8a2b-3c4d5e6f7081', city: 'Pantin' }),
  patientSummary('Chloé', 'Lambert', { id: '0a1b2c3d-4e5f-4607-8819-2a3b4c5d6e7f', birthDate: '1991-07-03' }),
]

export interface CareRequestsStoreOptions {
  requests?: ServiceRequest[]
  /** The list answers 500. */
  failing?: boolean
  /** The structure's patients (the wizard's choice, and the only ones a request may be made for). */
  patients?: PatientSummary[]
  /** Listed patients who withdrew the structure's access since: a request for them is refused. */
  revoked?: string[]
  /** The documents answer 413, as a file over the API's size limit. */
  uploadsTooLarge?: boolean
  /** The creation answers 500, after the documents were taken. */
  creationFails?: boolean
}

/** What the API answered and in which order, for the tests that check the wizard's calls. */
type CareRequestCall =
  { kind: 'upload'; attachment: ServiceRequestAttachment } | { kind: 'create'; body: ServiceRequestCreation }

const NOT_THE_STRUCTURES_PATIENT = 'Ce patient ne fait pas partie des patients de la structure'
const UNKNOWN_ATTACHMENT = "Un des documents n'a pas été envoyé pour cette demande : envoyez-le à nouveau"
const TOO_LARGE = 'Le fichier dépasse la taille maximale de 250 Mo.'
const ATTACHMENT_KINDS: readonly string[] = ['llsDoc', 'ordonnanceDoc']

const refused = (fieldErrors: FieldError[]): ErrorBody => ({
  statusCode: 400,
  error: 'Bad Request',
  message: fieldErrors[0]?.message ?? 'La requête contient des champs invalides',
  code: 'VALIDATION_FAILED',
  fieldErrors,
})
const invalid = (field: string, message = 'Valeur invalide') => refused([{ field, message }])
const notFound: ErrorBody = {
  statusCode: 404,
  error: 'Not Found',
  message: 'Structure introuvable',
  code: 'NOT_FOUND',
}
const serverError: ErrorBody = {
  statusCode: 500,
  error: 'Internal Server Error',
  message: 'Erreur',
  code: 'INTERNAL',
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()

export function careRequestsStore(options: CareRequestsStoreOptions = {}) {
  const requests = [...(options.requests ?? serviceRequestsSample)]
  const patients = options.patients ?? structurePatientsSample
  const revoked = new Set(options.revoked ?? [])
  /** Documents sent and not yet named by a request, by id. */
  const waiting = new Map<string, ServiceRequestAttachment>()
  const calls: CareRequestCall[] = []
  const ownStructure = (organizationId: string) => organizationId === MATERNITY.organizationId

  const handlers = [
    http.get('/organization/{organizationId}/service-requests', async ({ response }) => {
      await delay(100)
      if (options.failing) return response(500).json(serverError)
      return response(200).json({ serviceRequests: requests })
    }),
    http.get('/{practitionerType}/{practitionerId}/patients', ({ params, query, response }) => {
      if (params.practitionerType !== 'organization' || !ownStructure(params.practitionerId)) {
        return response(404).json(notFound)
      }
      const search = fold(query.get('search') ?? '')
      const limit = Number(query.get('limit') ?? 100)
      const found = patients.filter((p) => fold(p.name.text).includes(search))
      return response(200).json({ patients: found.slice(0, limit), pendingPatients: [], total: found.length })
    }),
    http.post(
      '/organization/{organizationId}/service-request-attachments',
      async ({ params, request, response }) => {
        if (!ownStructure(params.organizationId)) return response(404).json(notFound)
        const form = await request.formData()
        const payloadPart = form.get('payload')
        const filePart = form.get('file')
        // As the API: the JSON part first (read before the file), then the file.
        if ([...form.keys()][0] !== 'payload' || typeof payloadPart !== 'string') {
          return response(400).json(invalid('body.payload'))
        }
        let payload: ServiceRequestAttachmentUpload
        try {
          payload = JSON.parse(payloadPart) as ServiceRequestAttachmentUpload
        } catch {
          return response(400).json(invalid('body.payload'))
        }
        if (!ATTACHMENT_KINDS.includes(payload.kind)) return response(400).json(invalid('body.payload.kind'))
        // The metadata only as an envelope, never in clear.
        const wrong = envelopeErrors(payload.metadata, 'body.payload.metadata', 64_000)
        if (wrong) return response(400).json(wrong)
        if (options.uploadsTooLarge) {
          return response(413).json({
            statusCode: 413,
            error: 'Payload Too Large',
            message: TOO_LARGE,
            code: 'PAYLOAD_TOO_LARGE',
            fieldErrors: [{ field: 'body.file', message: TOO_LARGE }],
          })
        }
        if (!(filePart instanceof File) || filePart.size === 0) {
          return response(400).json(invalid('body.file', 'Le fichier est vide.'))
        }
        const attachment: ServiceRequestAttachment = {
          id: crypto.randomUUID(),
          kind: payload.kind,
          metadata: payload.metadata,
          size: filePart.size,
          createdAt: new Date().toISOString(),
        }
        waiting.set(attachment.id, attachment)
        calls.push({ kind: 'upload', attachment })
        return response(201).json(attachment)
      },
    ),
    http.post('/organization/{organizationId}/service-requests', async ({ params, request, response }) => {
      if (!ownStructure(params.organizationId)) return response(404).json(notFound)
      const body = await request.json()
      calls.push({ kind: 'create', body })
      // The answers only as an envelope, never in clear.
      const wrong = envelopeErrors(body.form, 'body.form', 64_000)
      if (wrong) return response(400).json(wrong)
      if (body.requestTypes.length === 0) {
        return response(400).json(invalid('body.requestTypes', 'Ce champ est obligatoire'))
      }
      if (!body.location.coordinates) {
        return response(400).json(invalid('body.location.coordinates', 'Ce champ est obligatoire'))
      }
      const patient = patients.find((p) => p.id === body.patientId)
      if (!patient || revoked.has(patient.id)) {
        return response(400).json(refused([{ field: 'body.patientId', message: NOT_THE_STRUCTURES_PATIENT }]))
      }
      const attachmentIds = body.attachmentIds ?? []
      if (attachmentIds.some((id) => !waiting.has(id))) {
        return response(400).json(refused([{ field: 'body.attachmentIds', message: UNKNOWN_ATTACHMENT }]))
      }
      if (options.creationFails) return response(500).json(serverError)
      const attachments = attachmentIds.map((id) => waiting.get(id)!)
      for (const id of attachmentIds) waiting.delete(id)
      const created: ServiceRequest = {
        id: crypto.randomUUID(),
        status: 'DRAFT',
        requestTypes: body.requestTypes,
        requestDate: body.requestDate,
        subject: { id: patient.id, name: patient.name.text },
        requester: { ...MATERNITY, user: MATERNITY_ACCOUNT },
        performer: null,
        location: body.location,
        form: body.form,
        attachments,
        dispatches: [],
        authoredOn: new Date().toISOString(),
        routeStatus: null,
        performerPosition: null,
      }
      requests.unshift(created)
      return response(201).json(created)
    }),
  ]
  return {
    handlers,
    /** The requests as the list reads them, the newest first (those the wizard made included). */
    requests,
    /** Every upload and creation the API accepted to read, in order. */
    calls,
  }
}

// The dispatch centre's board ('Carte'): the home visits patients asked for that wait for a nurse, and
// the nurses, around Abidjan; 'Attribuer' gives a visit to a nurse, as the API checks it.

type DispatchBoardRequest = components['schemas']['DispatchBoardRequest']
type DispatchBoardNurse = components['schemas']['DispatchBoardNurse']

/** Four visits waiting for a nurse in Abidjan's communes, the oldest first, as the board lists them. */
export const dispatchBoardRequestsSample: DispatchBoardRequest[] = [
  {
    id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
    authoredOn: '2026-12-07T07:42:00.000Z',
    requestDate: '2026-12-07',
    city: 'Yopougon',
    coordinates: { latitude: 5.33, longitude: -4.08 },
    performer: null,
  },
  {
    id: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a',
    authoredOn: '2026-12-07T08:15:00.000Z',
    requestDate: '2026-12-07',
    city: 'Cocody',
    coordinates: { latitude: 5.36, longitude: -3.98 },
    performer: null,
  },
  {
    id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
    authoredOn: '2026-12-07T09:05:00.000Z',
    requestDate: '2026-12-07',
    city: 'Marcory',
    coordinates: { latitude: 5.3, longitude: -3.98 },
    performer: null,
  },
  {
    id: '6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9c',
    authoredOn: '2026-12-07T09:40:00.000Z',
    requestDate: '2026-12-08',
    city: 'Abobo',
    coordinates: { latitude: 5.42, longitude: -4.02 },
    performer: null,
  },
]

/**
 * Four nurses, by name: one seen live near Cocody, two placed at their exercise zone (one already with
 * two visits in hand), one the board cannot place.
 */
export const dispatchBoardNursesSample: DispatchBoardNurse[] = [
  {
    id: '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d',
    name: 'Adjoua Kouassi',
    position: { latitude: 5.352, longitude: -3.995 },
    positionSource: 'LIVE',
    positionUpdatedAt: '2026-12-07T09:50:00.000Z',
    radiusKm: 10,
    activeRequests: 0,
  },
  {
    id: '8b9c0d1e-2f3a-4b4c-9d5e-6f7a8b9c0d1e',
    name: 'Awa Traoré',
    position: { latitude: 5.34, longitude: -4.07 },
    positionSource: 'ZONE',
    positionUpdatedAt: null,
    radiusKm: 8,
    activeRequests: 2,
  },
  {
    id: '9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
    name: 'Fatou Diabaté',
    position: { latitude: 5.41, longitude: -4.01 },
    positionSource: 'ZONE',
    positionUpdatedAt: null,
    radiusKm: 5,
    activeRequests: 1,
  },
  {
    id: '0d1e2f3a-4b5c-4d6e-9f7a-8b9c0d1e2f3a',
    name: "Koffi N'Guessan",
    position: null,
    positionSource: null,
    positionUpdatedAt: null,
    radiusKm: null,
    activeRequests: 0,
  },
]

/** The API's refusal of a visit a nurse was given meanwhile. */
const ALREADY_ASSIGNED_MESSAGE = 'Cette demande a déjà été attribuée'

export interface DispatchBoardStoreOptions {
  /** The visits the board knows; those with a performer are no longer listed. */
  requests?: DispatchBoardRequest[]
  nurses?: DispatchBoardNurse[]
  /** Visits another operator gives to a nurse just before this one presses 'Attribuer': a 409. */
  takenMeanwhile?: string[]
  /** The board answers 500. */
  failing?: boolean
}

export function dispatchBoardStore(options: DispatchBoardStoreOptions = {}) {
  const requests = (options.requests ?? dispatchBoardRequestsSample).map((request) => ({ ...request }))
  const nurses = options.nurses ?? dispatchBoardNursesSample
  const takenMeanwhile = new Set(options.takenMeanwhile ?? [])
  /** Every assignment the API accepted, in order. */
  const assignments: { serviceRequestId: string; performerId: string }[] = []
  const person = (nurse: DispatchBoardNurse) => ({ id: nurse.id, name: nurse.name })

  const handlers = [
    http.get('/dispatch', async ({ response }) => {
      await delay(100)
      if (options.failing) return response(500).json(serverError)
      return response(200).json({ requests: requests.filter((r) => r.performer === null), nurses })
    }),
    http.post('/dispatch/assign-performers/{serviceRequestId}', async ({ params, request, response }) => {
      await delay(50)
      const { performerId } = await request.json()
      const nurse = nurses.find((n) => n.id === performerId)
      if (!nurse) {
        return response(400).json(
          refused([{ field: 'body.performerId', message: "Cet intervenant n'est pas un infirmier actif" }]),
        )
      }
      const found = requests.find((r) => r.id === params.serviceRequestId)
      if (!found) return response(404).json({ ...notFound, message: 'Demande introuvable' })
      if (found.performer === null && takenMeanwhile.has(found.id)) {
        found.performer = person(nurses.find((n) => n.id !== nurse.id) ?? nurse)
      }
      if (found.performer !== null) {
        return response(409).json({
          statusCode: 409,
          error: 'Conflict',
          message: ALREADY_ASSIGNED_MESSAGE,
          code: 'CONFLICT',
        })
      }
      found.performer = person(nurse)
      assignments.push({ serviceRequestId: found.id, performerId: nurse.id })
      return response(200).json(found)
    }),
  ]
  return {
    handlers,
    /** Every visit the board knows, waiting or given (those given carry their performer). */
    requests,
    assignments,
  }
}
