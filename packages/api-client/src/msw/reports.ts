// A patient's consultation reports in stories and component tests: the list (the latest first, at most
// `limit`), the creation a midwife sends (each missing field answered 'Ce champ est requis' and the
// description refused unless it is an envelope, as the API does; the rules on the times are the form's
// own, and a story that needs the API's refusal of them sets `refuseNext`), and the files added to a
// report — the multipart upload naming its appointment, the download of the encrypted file — all kept in
// the store. What is encrypted is made by the stories' own vaults: the store only keeps envelopes.
// Never used by the running product.
import { createOpenApiHttp } from 'openapi-msw'
import type { components, paths } from '../schema.gen.ts'
import { envelopeErrors } from './envelope.ts'

const http = createOpenApiHttp<paths>({ baseUrl: '*' })

type ConsultationReport = components['schemas']['ConsultationReport']
type ConsultationReportCreation = components['schemas']['ConsultationReportCreation']
type AppointmentPractitioner = components['schemas']['AppointmentPractitioner']
type StoredDocument = components['schemas']['Document']
type DocumentUpload = components['schemas']['DocumentUpload']
type DocumentAuthor = components['schemas']['DocumentAuthor']
type ErrorBody = components['schemas']['Error']

const person = (given: string, family: string) => ({ given, family, text: `${given} ${family}` })

/** The midwife of the samples, who records reports in the stories and tests. */
export const REPORTS_MIDWIFE: AppointmentPractitioner = {
  id: '4e1d2c3b-5a6f-4b7c-8d9e-0000000000d1',
  type: 'midwife',
  name: person('Sophie', 'Garnier'),
}

/** A consultation of `patientId` with `practitioners`, from `start` for `minutes`, fulfilled. */
export function consultationReportSample(
  patientId: string,
  start: string,
  minutes: number,
  parts: Partial<Omit<ConsultationReport, 'appointment'>> & {
    appointment?: Partial<ConsultationReport['appointment']>
  } = {},
): ConsultationReport {
  const { appointment, ...rest } = parts
  return {
    appointment: {
      id: crypto.randomUUID(),
      start: new Date(Date.parse(start)).toISOString(),
      end: new Date(Date.parse(start) + minutes * 60_000).toISOString(),
      status: 'FULFILLED',
      serviceCategory: 'MaternalPerinatalCare',
      description: null,
      patient: { id: patientId, name: person('Camille', 'Lefèvre') },
      practitioners: [{ ...REPORTS_MIDWIFE }],
      createdAt: new Date(Date.parse(start)).toISOString(),
      cancelledAt: null,
      ...appointment,
    },
    observations: [],
    attachments: [],
    reportDocumentId: null,
    ...rest,
  }
}

export interface ReportsStore {
  /** The reports, in any order: the list answers them the latest first. */
  reports: ConsultationReport[]
  /** Each attachment's encrypted file, by document id. */
  files: Map<string, Uint8Array<ArrayBuffer>>
  /** Every creation received, as sent (refused ones too). */
  created: ConsultationReportCreation[]
  /** Every upload's payload received, in order (refused ones too). */
  uploads: DocumentUpload[]
  /** Answers the next creation with this refusal instead (a 400 on `body.end`…), once. */
  refuseNext: ErrorBody | null
  /** Uploads answer 413 while set: nothing is kept. */
  refuseUploads: boolean
  /** The list never answers while set (a card loading). */
  listPending: boolean
  /** Who adds the reports and their files. */
  author: DocumentAuthor
  handlers: ReturnType<typeof http.get | typeof http.post>[]
}

const REASONS = { 400: 'Bad Request', 404: 'Not Found', 413: 'Payload Too Large' } as const

const problem = (
  statusCode: 400 | 404 | 413,
  message: string,
  fieldErrors?: { field: string; message: string }[],
): ErrorBody => ({
  statusCode,
  error: REASONS[statusCode],
  message,
  code: statusCode === 404 ? 'NOT_FOUND' : statusCode === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_FAILED',
  ...(fieldErrors ? { fieldErrors } : {}),
})

const noPatient = () => problem(404, 'Patient introuvable')

/** The creation as the API reads it: each field there, then the description an envelope. */
function creationErrors(body: ConsultationReportCreation): ErrorBody | null {
  const missing = (['start', 'end', 'description'] as const)
    .filter((field) => body[field] === undefined)
    .map((field) => ({ field: `body.${field}`, message: 'Ce champ est requis' }))
  if (missing.length > 0) return problem(400, missing[0]!.message, missing)
  return envelopeErrors(body.description, 'body.description', 1_000_000)
}

export function reportsStore({
  patientId,
  reports = [],
  author = { id: REPORTS_MIDWIFE.id, userType: 'midwife', name: REPORTS_MIDWIFE.name.text },
}: {
  patientId: string
  reports?: ConsultationReport[]
  author?: DocumentAuthor
}): ReportsStore {
  const store: ReportsStore = {
    reports,
    files: new Map(),
    created: [],
    uploads: [],
    refuseNext: null,
    refuseUploads: false,
    listPending: false,
    author,
    handlers: [],
  }
  const reportOf = (appointmentId: string | undefined) =>
    store.reports.find((report) => report.appointment.id === appointmentId)

  store.handlers = [
    http.get('/patient/{patientId}/consultation-reports', async ({ params, query, response }) => {
      if (store.listPending) await new Promise(() => undefined)
      if (params.patientId !== patientId) return response(404).json(noPatient())
      const limit = Number(query.get('limit') ?? 20)
      const latestFirst = [...store.reports].sort((a, b) =>
        b.appointment.start.localeCompare(a.appointment.start),
      )
      return response(200).json({ reports: latestFirst.slice(0, limit) })
    }),
    http.post('/patient/{patientId}/consultation-reports', async ({ params, request, response }) => {
      const body = await request.json()
      store.created.push(body)
      if (params.patientId !== patientId) return response(404).json(noPatient())
      const refusal = store.refuseNext ?? creationErrors(body)
      store.refuseNext = null
      if (refusal) return response(refusal.statusCode as 400).json(refusal)
      const report = consultationReportSample(patientId, body.start!, 0, {
        appointment: {
          end: new Date(Date.parse(body.end!)).toISOString(),
          description: body.description!,
          createdAt: new Date().toISOString(),
        },
      })
      store.reports = [report, ...store.reports]
      return response(201).json(report)
    }),
    http.post('/upload', async ({ request, response }) => {
      const form = await request.formData()
      const payloadPart = form.get('payload')
      const filePart = form.get('file')
      // As the API: the JSON part first (read before the file), then the file.
      if ([...form.keys()][0] !== 'payload' || typeof payloadPart !== 'string') {
        return response(400).json(
          problem(400, 'Corps de requête invalide', [
            { field: 'body.payload', message: 'Ce champ est obligatoire' },
          ]),
        )
      }
      if (!(filePart instanceof File)) {
        return response(400).json(
          problem(400, 'Corps de requête invalide', [
            { field: 'body.file', message: 'Ce champ est obligatoire' },
          ]),
        )
      }
      const payload = JSON.parse(payloadPart) as DocumentUpload
      store.uploads.push(payload)
      const metadataError = envelopeErrors(payload.metadata, 'body.metadata', 1_000_000)
      if (metadataError) return response(400).json(metadataError)
      if (payload.patientId !== patientId) return response(404).json(noPatient())
      const report = reportOf(payload.appointmentId)
      if (payload.appointmentId !== undefined && !report) {
        const message =
          "Ce rendez-vous n'est pas une consultation de ce patient à laquelle vous avez pris part"
        return response(400).json(problem(400, message, [{ field: 'body.appointmentId', message }]))
      }
      if (store.refuseUploads) {
        const message = 'Le fichier dépasse la taille maximale de 250 Mo.'
        return response(413).json(problem(413, message, [{ field: 'body.file', message }]))
      }
      const document: StoredDocument = {
        id: crypto.randomUUID(),
        patientId,
        type: payload.type,
        metadata: payload.metadata,
        size: filePart.size,
        createdAt: new Date().toISOString(),
        author: store.author,
        appointmentId: payload.appointmentId ?? null,
      }
      store.files.set(document.id, new Uint8Array(await filePart.arrayBuffer()))
      if (report) report.attachments = [document, ...report.attachments]
      return response(201).json(document)
    }),
    http.get('/upload', ({ query }) => {
      const file = store.files.get(query.get('key') ?? '')
      if (!file) return Response.json(problem(404, 'Document introuvable'), { status: 404 })
      return new Response(file, {
        status: 200,
        headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': String(file.byteLength) },
      })
    }),
  ]
  return store
}
