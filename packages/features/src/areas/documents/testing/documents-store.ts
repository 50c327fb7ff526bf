// Stories and component tests of a patient's documents: an in-memory documents API (msw handlers typed
// from the contract over a store) with the API's answers — the list (the latest first), the multipart
// upload checked as the API checks it (the `payload` part first, an envelope as metadata, then the
// `file` part) and its 413 with nothing kept, the download of the encrypted file — and real vaults: the
// patient and the practitioner she shared her medical file with, the documents' metadata and files
// encrypted in a session of her medical-file group as the browser encrypts them. Never used by the
// running product.
import type { RequestHandler } from 'msw'
import { http } from '@relais/api-client/msw'
import type { components } from '@relais/api-client'
import { DOCUMENT_MESSAGES, type DocumentType } from '@relais/domain'
import { parseStringEnvelope, type Vault } from '@relais/vault'
import { vaultWorld } from '../../../core/testing/providers.tsx'
import { ensureMedicalFileGroup } from '../../medical-record/index.ts'
import { documentSession, type StoredDocument } from '../documents.ts'

type DocumentUpload = components['schemas']['DocumentUpload']
type DocumentAuthor = components['schemas']['DocumentAuthor']
type ErrorBody = components['schemas']['Error']

/** The signed-in practitioner, who reads the patient's documents and adds to them. */
export const MIDWIFE_ID = '4e1d2c3b-5a6f-4b7c-8d9e-0000000000d1'
const MIDWIFE: DocumentAuthor = { id: MIDWIFE_ID, userType: 'midwife', name: 'Sophie Garnier' }

export interface DocumentsWorld {
  /** The practitioner reading the patient's documents: a member of her medical-file group. */
  vault: Vault
  patientVault: Vault
  /**
   * A new one per world: documents.ts keeps one encryption session per user and patient for the life of
   * the page, and a world must not inherit the session of an earlier world (whose key directory it
   * does not share) from an earlier test or story of the same page.
   */
  patientId: string
}

/** The patient, her medical-file group, and the practitioner she shared it with. */
export async function documentsWorld(): Promise<DocumentsWorld> {
  const world = vaultWorld()
  const patientId = crypto.randomUUID()
  const vault = await world.register(MIDWIFE_ID)
  const patientVault = await world.register(patientId)
  const group = await ensureMedicalFileGroup(patientVault)
  await patientVault.addGroupMembers(group.groupId, [MIDWIFE_ID])
  return { vault, patientVault, patientId }
}

interface DocumentSeed {
  type: DocumentType
  title: string
  fileName: string
  contentType: string
  /** The file's plaintext. */
  content: Uint8Array<ArrayBuffer> | string
  createdAt: string
  /** The patient herself unless told (null: an account that is gone). */
  author?: DocumentAuthor | null
  /**
   * The metadata is encrypted in a session only the patient holds (not her group's): a reader of her
   * file does not open it.
   */
  unreadable?: boolean
}

let sequence = 0
const nextId = () => `5d4c3b2a-1f0e-4d9c-8b7a-${String(++sequence).padStart(12, '0')}`

/**
 * A document as the patient's browser stores it: metadata and file encrypted in the session documents.ts
 * uses for her medical-file group, the metadata in the format it writes (`v: 1`).
 */
async function sealDocument(
  world: DocumentsWorld,
  seed: DocumentSeed,
): Promise<{ document: StoredDocument; file: Uint8Array<ArrayBuffer> }> {
  const { patientVault, patientId } = world
  const session = seed.unreadable
    ? await patientVault.createSession()
    : await documentSession(patientVault, patientId)
  const plaintext = typeof seed.content === 'string' ? new TextEncoder().encode(seed.content) : seed.content
  const file = await session.encryptFile(new Blob([plaintext], { type: seed.contentType }))
  const metadata = await session.encryptString(
    JSON.stringify({ v: 1, title: seed.title, fileName: seed.fileName, contentType: seed.contentType }),
  )
  const author =
    seed.author === undefined ? { id: patientId, userType: 'patient', name: 'Camille Lefèvre' } : seed.author
  return {
    document: {
      id: nextId(),
      patientId,
      type: seed.type,
      metadata,
      size: file.byteLength,
      createdAt: seed.createdAt,
      author,
    },
    file,
  }
}

/** A 1×1 PNG: the image preview's bytes. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
)

/** Three documents of the three types, the latest first, as a patient followed in maternity has them. */
export const SAMPLE_DOCUMENTS = [
  {
    type: 'diagnosticReport',
    title: 'Compte rendu échographie T2',
    fileName: 'compte-rendu-echographie-t2.pdf',
    contentType: 'application/pdf',
    content: '%PDF-1.4\n% Compte rendu échographie T2\n%%EOF\n',
    createdAt: '2026-03-02T09:30:00.000Z',
    author: MIDWIFE,
  },
  {
    type: 'document',
    title: 'Ordonnance fer et acide folique',
    fileName: 'ordonnance.pdf',
    contentType: 'application/pdf',
    content: '%PDF-1.4\n% Ordonnance\n%%EOF\n',
    createdAt: '2026-02-20T14:00:00.000Z',
    author: MIDWIFE,
  },
  {
    type: 'other',
    title: 'Carte de groupe sanguin',
    fileName: 'groupe-sanguin.png',
    contentType: 'image/png',
    content: PNG,
    createdAt: '2026-01-15T17:45:00.000Z',
  },
] as const satisfies readonly DocumentSeed[]

export interface DocumentsStore {
  /** The stored documents, the latest first; tests may set them directly. */
  documents: StoredDocument[]
  /** Each document's encrypted file, by id. */
  files: Map<string, Uint8Array<ArrayBuffer>>
  /** Every upload received, in order, as the API parsed it (refused ones too). */
  uploads: { parts: string[]; payload: DocumentUpload; file: File }[]
  /** How many times the list was read. */
  reads: number
  /** The next uploads answer 413 (over the size limit): nothing is kept. */
  tooLarge: boolean
  /** Who uploads (the author of the documents the store adds). */
  uploader: DocumentAuthor
  /** The date the store gives the documents it adds. */
  now: string
  handlers: RequestHandler[]
}

const REASONS: Record<number, string> = { 400: 'Bad Request', 404: 'Not Found', 413: 'Payload Too Large' }

const problem = (
  statusCode: 400 | 404 | 413,
  code: ErrorBody['code'],
  message: string,
  field?: string,
): ErrorBody => ({
  statusCode,
  error: REASONS[statusCode]!,
  message,
  code,
  ...(field ? { fieldErrors: [{ field, message }] } : {}),
})

const invalid = (field: string) =>
  problem(400, 'VALIDATION_FAILED', 'La requête contient des champs invalides', field)

export async function documentsStore(
  world: DocumentsWorld,
  seeds: readonly DocumentSeed[] = [],
): Promise<DocumentsStore> {
  const sealed = []
  for (const seed of seeds) sealed.push(await sealDocument(world, seed))
  const store: DocumentsStore = {
    documents: sealed.map((s) => s.document),
    files: new Map(sealed.map((s) => [s.document.id, s.file])),
    uploads: [],
    reads: 0,
    tooLarge: false,
    uploader: MIDWIFE,
    now: '2026-03-05T10:00:00.000Z',
    handlers: [],
  }
  store.handlers = [
    http.get('/patient/{patientId}/documents', ({ params, response }) => {
      store.reads += 1
      if (params.patientId !== world.patientId) {
        return response(404).json(problem(404, 'NOT_FOUND', 'Patient introuvable'))
      }
      return response(200).json({ documents: store.documents })
    }),
    http.post('/upload', async ({ request, response }) => {
      const form = await request.formData()
      const parts = [...form.keys()]
      const payloadPart = form.get('payload')
      const filePart = form.get('file')
      // As the API: the JSON part first (read before the file), then the file.
      if (parts[0] !== 'payload' || typeof payloadPart !== 'string') {
        return response(400).json(invalid('body.payload'))
      }
      if (!(filePart instanceof File)) return response(400).json(invalid('body.file'))
      let payload: DocumentUpload
      try {
        payload = JSON.parse(payloadPart) as DocumentUpload
      } catch {
        return response(400).json(invalid('body.payload'))
      }
      store.uploads.push({ parts, payload, file: filePart })
      // The metadata only as an envelope, never in clear.
      try {
        parseStringEnvelope(payload.metadata)
      } catch {
        return response(400).json(invalid('body.metadata'))
      }
      if (payload.patientId !== world.patientId) {
        return response(404).json(problem(404, 'NOT_FOUND', 'Patient introuvable'))
      }
      if (store.tooLarge) {
        return response(413).json(problem(413, 'PAYLOAD_TOO_LARGE', DOCUMENT_MESSAGES.tooLarge, 'body.file'))
      }
      if (filePart.size === 0) return response(400).json(invalid('body.file'))
      const document: StoredDocument = {
        id: nextId(),
        patientId: payload.patientId,
        type: payload.type,
        metadata: payload.metadata,
        size: filePart.size,
        createdAt: store.now,
        author: store.uploader,
      }
      store.documents = [document, ...store.documents]
      store.files.set(document.id, new Uint8Array(await filePart.arrayBuffer()))
      return response(201).json(document)
    }),
    http.get('/upload', ({ query }) => {
      const file = store.files.get(query.get('key') ?? '')
      if (!file) {
        return Response.json(problem(404, 'NOT_FOUND', 'Document introuvable'), { status: 404 })
      }
      return new Response(file, {
        status: 200,
        headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': String(file.byteLength) },
      })
    }),
  ]
  return store
}
