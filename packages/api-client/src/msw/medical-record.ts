// The patient's encrypted medical record in stories and component tests: an in-memory store playing
// GET/PUT /user/current/medical-record with the API's version check (409 on a stale write). It keeps
// whatever envelope the browser sent, opaque, as the API does. Never used by the running product.
import { createOpenApiHttp } from 'openapi-msw'
import type { components, paths } from '../schema.gen.ts'

const http = createOpenApiHttp<paths>({ baseUrl: '*' })

type MedicalRecord = components['schemas']['MedicalRecord']
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
        store.record
          ? response(200).json(store.record)
          : response(404).json(error(404, 'NOT_FOUND', 'Aucun dossier médical')),
      ),
      http.put('/user/current/medical-record', async ({ request, response }) => {
        const body = await request.json()
        store.writes.push(body)
        if (body.version !== (store.record?.version ?? 0)) {
          return response(409).json(error(409, 'CONFLICT', 'Le dossier médical a été modifié entre-temps'))
        }
        store.record = {
          sessionId: body.sessionId,
          ciphertext: body.ciphertext,
          version: body.version + 1,
          updatedAt: new Date().toISOString(),
        }
        return response(200).json(store.record)
      }),
    ],
  }
  return store
}
