// The room with someone else in it, for the doctor's screenshots in component tests: the readings' world
// (real vaults, the patient's medical-file group holding the doctor and the nurse, the observations
// kept in memory), the API's relay of the room's signals in the page — what the page says reaches
// whoever joined from another room of the page, what they say is published on the room's subscription —
// and the upload of the patient's documents kept as the API receives it (its parts, its payload with the
// metadata's envelope, the encrypted file), refused as the API refuses when told to. Never used by the
// running product.
import type { RequestHandler } from 'msw'
import type { components } from '@relais/api-client'
import { http } from '@relais/api-client/msw'
import { parseStringEnvelope } from '@relais/vault'
import { connectRoom, type RoomSignal } from '../room/room-connection.ts'
import { repaintedCameraStream } from './fake-media.ts'
import { readingsWorld } from './readings-world.ts'
import { ASSISTANT, DOCTOR } from './teleconsultation-world.ts'

type DocumentUpload = components['schemas']['DocumentUpload']
type StoredDocument = components['schemas']['Document']
type ErrorBody = components['schemas']['Error']

/** How the API refuses an upload: no grant of the patient's file, over the size limit. */
type UploadRefusal = 403 | 413

const REFUSALS: Record<UploadRefusal | 400, ErrorBody> = {
  400: {
    statusCode: 400,
    error: 'Bad Request',
    message: 'La requête contient des champs invalides',
    code: 'VALIDATION_FAILED',
  },
  403: {
    statusCode: 403,
    error: 'Forbidden',
    message: "Vous n'avez pas accès au dossier médical de ce patient",
    code: 'FORBIDDEN',
  },
  413: {
    statusCode: 413,
    error: 'Payload Too Large',
    message: 'Le fichier dépasse la taille maximale de 250 Mo.',
    code: 'PAYLOAD_TOO_LARGE',
  },
}

interface ReceivedUpload {
  /** The multipart's parts, in order. */
  parts: string[]
  payload: DocumentUpload
  /** The encrypted file. */
  file: File
}

interface UploadStore {
  /** Every upload received, in order (refused ones too). */
  received: ReceivedUpload[]
  /** The documents kept, the latest last. */
  kept: StoredDocument[]
  /** The uploads answer this refusal while it is set, and keep nothing. */
  refusal: UploadRefusal | null
  handler: RequestHandler
}

/** POST /upload as the API takes it: the JSON part first, its metadata an envelope, then the file. */
function uploadStore(patientId: string): UploadStore {
  const store: UploadStore = {
    received: [],
    kept: [],
    refusal: null,
    handler: http.post('/upload', async ({ request, response }) => {
      const form = await request.formData()
      const parts = [...form.keys()]
      const payloadPart = form.get('payload')
      const file = form.get('file')
      if (parts[0] !== 'payload' || typeof payloadPart !== 'string' || !(file instanceof File)) {
        return response(400).json(REFUSALS[400])
      }
      const payload = JSON.parse(payloadPart) as DocumentUpload
      store.received.push({ parts, payload, file })
      try {
        parseStringEnvelope(payload.metadata)
      } catch {
        return response(400).json(REFUSALS[400])
      }
      if (store.refusal) return response(store.refusal).json(REFUSALS[store.refusal])
      const document: StoredDocument = {
        id: crypto.randomUUID(),
        patientId,
        type: payload.type,
        metadata: payload.metadata,
        size: file.size,
        createdAt: new Date().toISOString(),
        author: null,
      }
      store.kept.push(document)
      return response(201).json(document)
    }),
  }
  return store
}

/**
 * The room's signals between the page, signed in as `pageUserId`, and whoever joins from another room of
 * the page: the API's relay (POST /appointment/{id}/room/signal) hands the page's to them, and theirs
 * are published on the room's subscription.
 */
function roomRelay(
  path: string,
  pageUserId: string,
  publish: (path: string, event: unknown) => void,
  leaving: (() => void)[],
) {
  const joined = new Map<string, (from: string, signal: RoomSignal) => void>()
  return {
    handler: http.post('/appointment/{appointmentId}/room/signal', async ({ request, response }) => {
      const signal = (await request.json()) as RoomSignal
      for (const [id, hear] of joined) {
        if (signal.to === undefined || signal.to === id) setTimeout(() => hear(pageUserId, signal), 0)
      }
      return response(204).empty()
    }),
    /** `peerId` joins from another room of the page, showing the fake camera's picture. */
    joins(peerId: string) {
      const camera = repaintedCameraStream()
      const room = connectRoom({
        selfId: peerId,
        localStream: camera.stream,
        transport: {
          send: async function relayed(signal) {
            setTimeout(() => publish(path, { type: 'room/signal', from: peerId, signal }), 0)
          },
          listen: (handlers) => {
            joined.set(peerId, handlers.onSignal)
            setTimeout(handlers.onReady, 0)
            return () => void joined.delete(peerId)
          },
        },
        onPeersChange: () => {},
      })
      leaving.push(() => {
        room.leave()
        camera.stop()
      })
    },
  }
}

/**
 * The readings' world, the page signed in as the doctor, the nurse or the patient, with the room's relay
 * and the documents' upload.
 */
export async function screenshotsWorld(as: 'doctor' | 'nurse' | 'patient') {
  const world = await readingsWorld()
  const pageUserId = { doctor: DOCTOR.id, nurse: ASSISTANT.id, patient: world.appointment.patient.id }[as]
  const uploads = uploadStore(world.appointment.patient.id)
  const leaving: (() => void)[] = []
  const relay = roomRelay(world.path, pageUserId, world.live.publish, leaving)
  return {
    ...world,
    uploads,
    /** The relay first: it takes the room's signals that the readings' world only acknowledges. */
    handlers: [relay.handler, uploads.handler, ...world.handlers],
    joins: relay.joins,
    /** Everyone who joined leaves, their cameras stopped. */
    leave: () => leaving.splice(0).forEach((leave) => leave()),
  }
}

export type ScreenshotsWorld = Awaited<ReturnType<typeof screenshotsWorld>>
