// The consultation's report in stories and component tests: the readings' world (real vaults, the
// patient's medical-file group holding the doctor and the nurse unless told, the observations kept in
// memory), the patient's file giving her birth date, the upload of her documents kept as the API receives
// it (its parts, its payload with the metadata's envelope, the encrypted file; the documents area keeps
// its own, which areas do not reach), and the end of the consultation as the API takes it: a report the
// doctor added to this patient's documents, refused as the API refuses when told to. Never used by the
// running product.
import type { RequestHandler } from 'msw'
import type { components } from '@relais/api-client'
import { http, patientSummary } from '@relais/api-client/msw'
import { parseStringEnvelope } from '@relais/vault'
import { ensureMedicalFileGroup } from '../../medical-record/index.ts'
import { readingsWorld } from './readings-world.ts'
import { DOCTOR } from './teleconsultation-world.ts'

type DocumentUpload = components['schemas']['DocumentUpload']
type StoredDocument = components['schemas']['Document']
type ErrorBody = components['schemas']['Error']

const REFUSALS = {
  400: {
    statusCode: 400,
    error: 'Bad Request',
    message: "Ce document n'est pas un rapport que vous avez ajouté au dossier de ce patient",
    code: 'VALIDATION_FAILED',
  },
  409: {
    statusCode: 409,
    error: 'Conflict',
    message: 'Cette consultation est terminée ou annulée',
    code: 'CONFLICT',
  },
  500: { statusCode: 500, error: 'Internal Server Error', message: 'Erreur interne', code: 'INTERNAL' },
} satisfies Record<number, ErrorBody>

const MALFORMED: ErrorBody = {
  statusCode: 400,
  error: 'Bad Request',
  message: 'La requête contient des champs invalides',
  code: 'VALIDATION_FAILED',
}

const notFound = (message: string): ErrorBody => ({
  statusCode: 404,
  error: 'Not Found',
  message,
  code: 'NOT_FOUND',
})

/** How the API refuses to end the consultation: not its report, already over, a server failure. */
type EndRefusal = keyof typeof REFUSALS

interface ReceivedUpload {
  /** The multipart's parts, in order. */
  parts: string[]
  payload: DocumentUpload
  /** The encrypted file. */
  file: File
}

export async function reportWorld({
  start = '2030-03-12T08:00:00.000Z',
  status = 'BOOKED',
  sharedWithDoctor = true,
  birthDate = '1995-10-12',
}: {
  start?: string
  status?: 'BOOKED' | 'CANCELLED'
  /** False: the patient took the doctor out of her medical-file group. */
  sharedWithDoctor?: boolean
  birthDate?: string | null
} = {}) {
  const world = await readingsWorld({ start, status, savedBy: DOCTOR.id })
  const patientId = world.appointment.patient.id
  if (!sharedWithDoctor) {
    const group = await ensureMedicalFileGroup(world.patient)
    await world.patient.removeGroupMembers(group.groupId, [DOCTOR.id])
  }
  const state = {
    /** Every upload received, in order. */
    uploads: [] as ReceivedUpload[],
    /** The documents kept, the latest last. */
    kept: [] as StoredDocument[],
    /** Every end asked, with the document it named. */
    ends: [] as string[],
    /** The ends answer this refusal while it is set. */
    endRefusal: null as EndRefusal | null,
  }
  const file = http.get('/patient/{patientId}', ({ params, response }) => {
    if (params.patientId !== patientId) return response(404).json(notFound('Patient introuvable'))
    return response(200).json({
      patient: patientSummary('Camille', 'Lefèvre', { id: patientId, birthDate }),
      address: null,
      medicalRecord: null,
      intake: null,
      access: 'grant',
    })
  })
  const upload = http.post('/upload', async ({ request, response }) => {
    const form = await request.formData()
    const parts = [...form.keys()]
    const payloadPart = form.get('payload')
    const sealed = form.get('file')
    if (parts[0] !== 'payload' || typeof payloadPart !== 'string' || !(sealed instanceof File)) {
      return response(400).json(MALFORMED)
    }
    const payload = JSON.parse(payloadPart) as DocumentUpload
    state.uploads.push({ parts, payload, file: sealed })
    try {
      parseStringEnvelope(payload.metadata)
    } catch {
      return response(400).json(MALFORMED)
    }
    const document: StoredDocument = {
      id: crypto.randomUUID(),
      patientId: payload.patientId,
      type: payload.type,
      metadata: payload.metadata,
      size: sealed.size,
      createdAt: new Date().toISOString(),
      author: { id: DOCTOR.id, userType: 'doctor', name: DOCTOR.name.text },
    }
    state.kept.push(document)
    return response(201).json(document)
  })
  const end = http.post('/appointment/{appointmentId}/end', async ({ params, request, response }) => {
    const { reportDocumentId } = (await request.json()) as { reportDocumentId: string }
    state.ends.push(reportDocumentId)
    if (params.appointmentId !== world.appointment.id) {
      return response(404).json(notFound('Rendez-vous introuvable'))
    }
    if (state.endRefusal) return response(state.endRefusal).json(REFUSALS[state.endRefusal])
    if (world.appointment.status !== 'BOOKED') return response(409).json(REFUSALS[409])
    const report = state.kept.find((document) => document.id === reportDocumentId)
    if (!report || report.patientId !== patientId || report.type !== 'diagnosticReport') {
      return response(400).json(REFUSALS[400])
    }
    world.appointment.status = 'FULFILLED'
    return response(204).empty()
  })
  const handlers: RequestHandler[] = [file, upload, end, ...world.handlers]
  return { ...world, state, handlers }
}

export type ReportWorld = Awaited<ReturnType<typeof reportWorld>>
