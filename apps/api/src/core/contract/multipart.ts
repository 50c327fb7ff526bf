// Reads an upload's multipart body as it arrives: the JSON part `payload` first (small, parsed and
// checked against the contract), then the `file` part, handed over as a stream the handler pipes to
// storage. Nothing of the file is buffered here beyond the socket's own backpressure, so a 200 MB
// upload costs the API no more memory than a 2 KB one.
import type { IncomingHttpHeaders } from 'node:http'
import type { Readable } from 'node:stream'
import busboy from 'busboy'
import type { ErrorObject } from 'ajv'
import { validationFailed, type FieldError } from '../errors.ts'
import { findForbiddenCharacters } from './control-characters.ts'
import { toFieldErrors } from './field-errors.ts'

/** The JSON part is a few hundred bytes of metadata: anything much larger is no such part. */
const PAYLOAD_MAX_BYTES = 64 * 1024

export interface MultipartUpload {
  /** The `payload` part, parsed and valid. */
  payload: unknown
  /** The `file` part's bytes, to be read once, to the end. */
  file: Readable
  /** Settles once the whole body has been read: refused when parts follow the file. */
  finished: Promise<void>
  /** Discards the rest of the body (the handler refused the upload before reading the file). */
  discard(): void
}

const refused = (field: string, message: string) => validationFailed([{ field, message }])

/**
 * Starts reading `body`; resolves when the file part begins, with the payload already checked, or
 * rejects with a 400 naming what is wrong (no payload, invalid JSON, a file before the payload…).
 */
export function receiveMultipart(
  body: Readable,
  headers: IncomingHttpHeaders,
  validatePayload: (payload: unknown) => ErrorObject[] | null,
): Promise<MultipartUpload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers,
        limits: { fields: 1, files: 1, fieldSize: PAYLOAD_MAX_BYTES, fieldNameSize: 100 },
      })
    } catch {
      // No multipart content type, or no boundary.
      body.resume()
      reject(refused('body', 'Corps de requête invalide (multipart/form-data attendu)'))
      return
    }
    let payload: unknown
    let settled = false
    let failure: Error | null = null
    const fail = (error: Error) => {
      if (settled) {
        failure ??= error
        return
      }
      settled = true
      body.unpipe(parser)
      body.resume()
      reject(error)
    }
    const finished = new Promise<void>((done, stop) => {
      parser.on('close', () => (failure ? stop(failure) : done()))
      parser.on('error', (error: Error) => stop(failure ?? error))
    })
    // Observed when the file never starts; once it has, the handler awaits `finished` itself.
    finished.catch(() => undefined)

    parser.on('field', (name, value, info) => {
      if (name !== 'payload') return fail(refused(`body.${name}`, 'Partie inconnue'))
      if (info.valueTruncated) return fail(refused('body.payload', 'Partie trop volumineuse'))
      try {
        payload = JSON.parse(value)
      } catch {
        return fail(refused('body.payload', 'Corps de requête invalide (JSON attendu)'))
      }
      const unstorable: FieldError[] = findForbiddenCharacters(payload, 'body')
      if (unstorable.length) return fail(validationFailed(unstorable))
      const errors = validatePayload(payload)
      if (errors) fail(validationFailed(toFieldErrors(errors)))
    })
    parser.on('file', (name, file) => {
      if (settled) return file.resume()
      if (name !== 'file') {
        file.resume()
        return fail(refused(`body.${name}`, 'Partie inconnue'))
      }
      if (payload === undefined) {
        file.resume()
        return fail(refused('body.payload', 'Ce champ est obligatoire'))
      }
      settled = true
      resolve({
        payload,
        file,
        finished,
        discard() {
          file.resume()
          body.resume()
        },
      })
    })
    for (const limit of ['filesLimit', 'fieldsLimit'] as const) {
      parser.on(limit, () => fail(refused('body', 'Une seule partie payload puis une seule partie file')))
    }
    parser.on('close', () => {
      if (!settled) fail(refused('body.file', 'Ce champ est obligatoire'))
    })
    parser.on('error', () => fail(refused('body', 'Corps de requête invalide (multipart/form-data attendu)')))
    body.on('error', (error) => fail(error))
    body.pipe(parser)
  })
}
