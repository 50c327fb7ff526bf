// The patient's encrypted medical record in stories and component tests: an in-memory store playing
// GET/PUT /user/current/medical-record with the API's checks — an encrypted envelope only (400 for
// anything else), and the version (409 on a stale write) — keeping the envelope as sent, opaque, as the
// API does. Never used by the running product.
import { createOpenApiHttp } from 'openapi-msw'
import type { components, paths } from '../schema.gen.ts'
import { envelopeErrors } from './envelope.ts'

const http = createOpenApiHttp<paths>({ baseUrl: '*' })

type MedicalRecord = components['schemas']['MedicalRecord']

/** The contract's bound of the record's ciphertext (`MedicalRecordEnvelope`). */
const RECORD_CIPHERTEXT_MAX = 60_000
type ErrorBody = components['schemas']['Error']

const error = (statusCode: number, code: ErrorBody['code'], message: string): ErrorBody => ({
  statusCode,
  error: statusCode === 404 ? 'Not Found' : 'Conflict',
  message,
  code,
})

export interface MedicalRecordStore {
  /** The stored envelope (null: the patient has none yet); tests may set it directly. */
  record: MedicalRecord | null
  /** Every PUT body received, in order. */
  writes: components['schemas']['MedicalRecordWrite'][]
  handlers: ReturnType<typeof http.get | typeof http.put>[]
}

/** A store that starts with `record` (none by default). */
export function medicalRecordStore(record: MedicalRecord | null = null): MedicalRecordStore {
  const store: MedicalRecordStore = {
    record,
    writes: [],
    handlers: [
      http.get('/user/current/medical-record', ({ response }) =>
        store.record ? response(200).json(store.record) : response(204).empty(),
      ),
      http.put('/user/current/medical-record', async ({ request, response }) => {
        const body = await request.json()
        store.writes.push(body)
        const refused = envelopeErrors(body.envelope, 'body.envelope', RECORD_CIPHERTEXT_MAX)
        if (refused) return response(400).json(refused)
        if (body.version !== (store.record?.version ?? 0)) {
          return response(409).json(error(409, 'CONFLICT', 'Le dossier médical a été modifié entre-temps'))
        }
        store.record = {
          envelope: body.envelope,
          version: body.version + 1,
          updatedAt: new Date().toISOString(),
        }
        return response(200).json(store.record)
      }),
    ],
  }
  return store
}
