// A patient's documents, end to end encrypted. The browser encrypts the file (in chunks, in a worker)
// and its metadata — title, file name, type of content — in a session shared with the patient's
// medical-file group, so the patient and every practitioner they granted open them; the API keeps the
// metadata's envelope and the encrypted file. No React here: the hooks and the dialogs call these.
import type { ApiClient, components } from '@relais/api-client'
import { asApiError } from '@relais/api-client'
import {
  downloadProgress,
  medicalFileGroupName,
  previewOf,
  sniffFileKind,
  uploadProgress,
  type DocumentFileKind,
  type DocumentType,
} from '@relais/domain'
import {
  GroupNotFoundError,
  InvalidEnvelopeError,
  readFileHeader,
  type SessionPort,
  type VaultPort,
} from '@relais/vault'
import { ensureMedicalFileGroup } from '../medical-record/index.ts'

export type StoredDocument = components['schemas']['Document']

/** What only the group reads of a document. */
interface DocumentMetadata {
  title: string
  fileName: string
  /** As the browser named it when the file was chosen; previews trust the decrypted bytes instead. */
  contentType: string
}

/** How a document whose metadata does not open is listed (it is not hidden). */
export const UNREADABLE_TITLE = 'Document chiffré'

/** A document as the list shows it: its metadata decrypted, or null when it would not open. */
export interface PatientDocument {
  id: string
  type: DocumentType
  size: number
  createdAt: string
  authorName: string | null
  metadata: DocumentMetadata | null
}

/** The API refused an upload or a download: its French message, and the field it named if any. */
export class DocumentRequestError extends Error {
  override name = 'DocumentRequestError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const METADATA_VERSION = 1

function parseMetadata(plaintext: string): DocumentMetadata {
  try {
    const parsed = JSON.parse(plaintext) as {
      v?: unknown
      title?: unknown
      fileName?: unknown
      contentType?: unknown
    }
    if (parsed.v !== METADATA_VERSION || typeof parsed.title !== 'string')
      throw new TypeError('Unknown format')
    return {
      title: parsed.title,
      fileName: typeof parsed.fileName === 'string' ? parsed.fileName : parsed.title,
      contentType: typeof parsed.contentType === 'string' ? parsed.contentType : '',
    }
  } catch (error) {
    throw new InvalidEnvelopeError(error)
  }
}

/** Decrypts each document's metadata; one that does not open is listed without it (not hidden). */
export async function decryptDocuments(
  vault: VaultPort,
  stored: readonly StoredDocument[],
): Promise<PatientDocument[]> {
  return Promise.all(
    stored.map(async (document) => {
      let metadata: DocumentMetadata | null
      try {
        const session = await vault.retrieveSession(document.metadata.encryptionSessionId)
        metadata = parseMetadata(await session.decryptString(document.metadata))
      } catch {
        metadata = null
      }
      return {
        id: document.id,
        type: document.type,
        size: document.size,
        createdAt: document.createdAt,
        authorName: document.author?.name || null,
        metadata,
      }
    }),
  )
}

// One session per patient and page load: every document added meanwhile shares it.
const sessions = new Map<string, Promise<SessionPort>>()

/**
 * The session new documents of `patientId` are encrypted in: shared with the patient's medical-file
 * group, which the patient owns and the practitioners they granted belong to. GroupNotFoundError when
 * the caller is not in that group (the patient has not shared their file with them yet).
 */
export function documentSession(vault: VaultPort, patientId: string): Promise<SessionPort> {
  const key = `${vault.userId}:${patientId}`
  let session = sessions.get(key)
  if (!session) {
    session = (async () => {
      const group =
        patientId === vault.userId
          ? await ensureMedicalFileGroup(vault)
          : await vault.findGroupByName(medicalFileGroupName(patientId))
      if (!group || !group.members.includes(vault.userId)) {
        throw new GroupNotFoundError(group?.groupId ?? medicalFileGroupName(patientId))
      }
      return vault.createSession({ groups: [group.groupId] })
    })()
    sessions.set(key, session)
    session.catch(() => sessions.delete(key))
  }
  return session
}

const refusal = (status: number, body: unknown) =>
  new DocumentRequestError(status, asApiError(body)?.message ?? `HTTP ${status}`)

export interface UploadRequest {
  patientId: string
  file: File
  title: string
  type: DocumentType
  /** The consultation it belongs to (a capture of its room, its report, a file of its report). */
  appointmentId?: string
  /** 0–100: encryption first, then the transfer. */
  onProgress?: (percent: number) => void
  signal?: AbortSignal
}

/** Encrypts the file and its metadata, then uploads them; the stored document. */
export async function uploadPatientDocument(
  vault: VaultPort,
  client: ApiClient,
  { patientId, file, title, type, appointmentId, onProgress, signal }: UploadRequest,
): Promise<StoredDocument> {
  const session = await documentSession(vault, patientId)
  onProgress?.(0)
  // A Blob, made of parts the browser keeps outside the page's heap: a large file never sits whole in it.
  const sealed = await session.encryptFileToBlob(file, {
    onProgress: (done, total) => onProgress?.(uploadProgress('encrypt', done, total)),
  })
  const metadata = await session.encryptString(
    JSON.stringify({ v: METADATA_VERSION, title, fileName: file.name, contentType: file.type }),
  )
  const form = new FormData()
  // The JSON part first: the API checks it before it reads the file.
  form.append('payload', JSON.stringify({ patientId, type, metadata, appointmentId }))
  form.append('file', sealed, 'document')
  const answer = await client.files.upload('/upload', form, {
    signal,
    onProgress: (done, total) => onProgress?.(uploadProgress('transfer', done, total)),
  })
  if (answer.status !== 201) throw refusal(answer.status, answer.body)
  onProgress?.(100)
  return answer.body as StoredDocument
}

export interface OpenedDocument {
  /** The decrypted file, typed as sniffed (application/octet-stream when it is no previewable type). */
  blob: Blob
  /** Sniffed from the decrypted bytes, never from the name. */
  kind: DocumentFileKind | null
}

/** The longest signature sniffFileKind reads (PNG's). */
const SNIFFED_BYTES = 16

/**
 * A document up to this size is downloaded into one buffer and handed to the vault's worker without a
 * copy; a larger one goes through Blob parts, so that the page's memory never holds it whole.
 */
const IN_MEMORY_DOWNLOAD_BYTES = 32 * 1024 * 1024

/**
 * Downloads and decrypts a document, reporting 0–90 % for the transfer and 90–100 % for the
 * decryption. The vault's DecryptionError when the file was altered or cut: nothing of it is returned.
 */
export async function openPatientDocument(
  vault: VaultPort,
  client: ApiClient,
  id: string,
  { onProgress, signal }: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<OpenedDocument> {
  onProgress?.(0)
  const answer = await client.files.download(`/upload?key=${encodeURIComponent(id)}`, {
    signal,
    inMemoryUpTo: IN_MEMORY_DOWNLOAD_BYTES,
    onProgress: (done, total) => onProgress?.(downloadProgress('transfer', done, total)),
  })
  if (!('file' in answer)) throw refusal(answer.status, answer.body)
  // The file's header names its session; a header that does not parse is an altered file.
  const { sessionId } = await readFileHeader(answer.file)
  const session = await vault.retrieveSession(sessionId)
  // Downloaded bytes are of no further use here: the worker takes them over instead of a copy.
  const plaintext = await session.decryptFileToBlob(answer.file, {
    transfer: true,
    onProgress: (done, total) => onProgress?.(downloadProgress('decrypt', done, total)),
  })
  onProgress?.(100)
  const kind = sniffFileKind(new Uint8Array(await plaintext.slice(0, SNIFFED_BYTES).arrayBuffer()))
  const preview = previewOf(kind)
  const mimeType = preview.mode === 'none' ? 'application/octet-stream' : preview.mimeType
  // Retyped without a copy: the preview and the saved file get the sniffed type, not the name's.
  return { blob: plaintext.slice(0, plaintext.size, mimeType), kind }
}
