/**
 * A patient's documents: their types and filters, the upload limits, what a decrypted file can be previewed
 * as, and the progress shown while a file is encrypted, sent, fetched or decrypted. Files are end-to-end
 * encrypted, so everything here runs in the browser on plaintext the server never sees.
 */

export const DOCUMENT_TYPES = ['document', 'diagnosticReport', 'other'] as const
export type DocumentType = (typeof DOCUMENT_TYPES)[number]
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  document: 'Document',
  diagnosticReport: 'Rapport',
  other: 'Autre',
}

export type DocumentFilterId = 'all' | DocumentType
/** The list's chips: everything first, then one per type in the order of `DOCUMENT_TYPES`. */
export const DOCUMENT_FILTERS: readonly { id: DocumentFilterId; label: string }[] = [
  { id: 'all', label: 'Tout' },
  ...DOCUMENT_TYPES.map((type) => ({ id: type, label: DOCUMENT_TYPE_LABELS[type] })),
]

const MEBIBYTE = 1024 * 1024
/** A file's plaintext size: what the user picks. */
export const DOCUMENT_MAX_BYTES = 250 * MEBIBYTE
/**
 * The server limits the encrypted blob to this, not to `DOCUMENT_MAX_BYTES`: encryption adds an IV and a
 * tag to every chunk (1 % leaves room for them down to chunks of a few KiB) and a header (its session id
 * may take up to 64 KiB). A file the browser accepted must not be refused once encrypted.
 */
export const DOCUMENT_MAX_STORED_BYTES = DOCUMENT_MAX_BYTES + Math.ceil(DOCUMENT_MAX_BYTES / 100) + 64 * 1024
export const DOCUMENTS_PER_PATIENT_MAX = 500
export const DOCUMENT_TITLE_MAX_LENGTH = 200

export const DOCUMENT_MESSAGES = {
  emptyFile: 'Le fichier est vide.',
  tooLarge: `Le fichier dépasse la taille maximale de ${DOCUMENT_MAX_BYTES / MEBIBYTE} Mo.`,
  tooMany: `Ce dossier a atteint la limite de ${DOCUMENTS_PER_PATIENT_MAX} documents.`,
  decryptionFailed: 'Erreur de déchiffrement',
  unsupportedPreview: 'Ce type de fichier ne peut pas être prévisualisé.',
  emptyList: 'Aucun document',
} as const

/**
 * `null` when the file may be added to a folder that already holds `existingCount` documents. A full
 * folder is reported first: no other file would be accepted either, so fixing the file would not help.
 */
export function checkDocumentFile(file: { size: number }, existingCount: number): string | null {
  if (existingCount >= DOCUMENTS_PER_PATIENT_MAX) return DOCUMENT_MESSAGES.tooMany
  if (file.size <= 0) return DOCUMENT_MESSAGES.emptyFile
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_MESSAGES.tooLarge
  return null
}

export type DocumentFileKind = 'pdf' | 'png' | 'jpeg' | 'gif'

const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0))
const SIGNATURES: readonly { kind: DocumentFileKind; bytes: readonly number[] }[] = [
  { kind: 'pdf', bytes: ascii('%PDF-') },
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
  { kind: 'gif', bytes: ascii('GIF87a') },
  { kind: 'gif', bytes: ascii('GIF89a') },
]

/**
 * What the decrypted bytes are, from their leading magic number. The file name is chosen by whoever
 * uploaded it, so it never decides how the browser renders the bytes.
 */
export function sniffFileKind(bytes: Uint8Array): DocumentFileKind | null {
  const match = SIGNATURES.find((s) => s.bytes.every((byte, i) => bytes[i] === byte))
  return match?.kind ?? null
}

/** The extensions a preview can show, for the upload screen's hint; the sniffed bytes decide in the end. */
export const PREVIEW_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'gif'] as const

export type DocumentPreview =
  | { mode: 'frame'; mimeType: 'application/pdf' }
  | { mode: 'image'; mimeType: 'image/png' | 'image/jpeg' | 'image/gif' }
  | { mode: 'none' }

export function previewOf(kind: DocumentFileKind | null): DocumentPreview {
  switch (kind) {
    case 'pdf':
      return { mode: 'frame', mimeType: 'application/pdf' }
    case 'png':
      return { mode: 'image', mimeType: 'image/png' }
    case 'jpeg':
      return { mode: 'image', mimeType: 'image/jpeg' }
    case 'gif':
      return { mode: 'image', mimeType: 'image/gif' }
    case null:
      return { mode: 'none' }
  }
}

/**
 * One bar for two steps: the step's share of 0–100 is `[start, end]`. Floored so the bar never shows 100
 * before the last byte, and a total that is 0 or unknown (no Content-Length) holds the bar at the step's
 * start rather than jumping.
 */
function phasedProgress(start: number, end: number, done: number, total: number): number {
  if (!(total > 0) || !Number.isFinite(total) || !(done > 0)) return start
  return start + Math.floor((end - start) * Math.min(1, done / total))
}

export type DownloadPhase = 'transfer' | 'decrypt'
/** Fetching the encrypted blob is most of the wait; decrypting in the worker is the rest. */
export const DOWNLOAD_TRANSFER_SHARE = 90

/** An integer 0–100: the transfer fills 0–90, the decryption 90–100. */
export function downloadProgress(phase: DownloadPhase, done: number, total: number): number {
  return phase === 'transfer'
    ? phasedProgress(0, DOWNLOAD_TRANSFER_SHARE, done, total)
    : phasedProgress(DOWNLOAD_TRANSFER_SHARE, 100, done, total)
}

export type UploadPhase = 'encrypt' | 'transfer'
/** Encrypting runs locally and is faster than sending, hence the smaller share. */
export const UPLOAD_ENCRYPT_SHARE = 30

/** An integer 0–100: the encryption fills 0–30, the transfer 30–100. */
export function uploadProgress(phase: UploadPhase, done: number, total: number): number {
  return phase === 'encrypt'
    ? phasedProgress(0, UPLOAD_ENCRYPT_SHARE, done, total)
    : phasedProgress(UPLOAD_ENCRYPT_SHARE, 100, done, total)
}

/** A finished bar stays this long so the user sees it reach 100 % before it goes. */
export const DOWNLOAD_PROGRESS_CLEAR_MS = 1500
/**
 * A download's object URL is revoked this long after the link is clicked: revoked at once, some browsers
 * cancel the download that has not yet read the blob; kept, the decrypted file stays in memory.
 */
export const OBJECT_URL_REVOKE_MS = 1500

/**
 * The file name without its extension, as the title to suggest. Only a dot followed by a run without dots
 * or spaces counts as an extension, so "Compte rendu Dr. Martin" keeps its words, and a leading dot
 * (".pdf") is the whole name rather than an extension of nothing.
 */
export function defaultDocumentTitle(fileName: string): string {
  const name = fileName.trim()
  const dot = name.lastIndexOf('.')
  const base = dot > 0 && !/\s/u.test(name.slice(dot + 1)) ? name.slice(0, dot) : name
  return truncate(base.replace(/\s+/gu, ' ').trim(), DOCUMENT_TITLE_MAX_LENGTH)
}

/** At most `max` UTF-16 units (what a length check counts), never splitting a surrogate pair. */
function truncate(text: string, max: number): string {
  if (text.length <= max) return text
  let out = ''
  for (const char of text) {
    if (out.length + char.length > max) break
    out += char
  }
  return out.trimEnd()
}

/**
 * Case- and accent-insensitive form for the search: "Échographie" is found by "echo". The ligatures are
 * spelt out because a French keyboard rarely types them ("œdème" is searched as "oedeme").
 */
function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/gu, 'oe')
    .replace(/æ/gu, 'ae')
    .replace(/\s+/gu, ' ')
    .trim()
}

export interface DocumentQuery {
  type: DocumentFilterId
  query: string
}

/** The documents of the chosen type whose title contains the query, in their original order. */
export function filterDocuments<T extends { title: string; type: DocumentType }>(
  documents: readonly T[],
  filter: DocumentQuery,
): T[] {
  const query = fold(filter.query)
  return documents.filter(
    (d) => (filter.type === 'all' || d.type === filter.type) && fold(d.title).includes(query),
  )
}

/** The chips' counts: every document under 'all', and each under its own type. */
export function countByType(documents: readonly { type: DocumentType }[]): Record<DocumentFilterId, number> {
  const counts: Record<DocumentFilterId, number> = {
    all: documents.length,
    document: 0,
    diagnosticReport: 0,
    other: 0,
  }
  for (const d of documents) counts[d.type] += 1
  return counts
}
