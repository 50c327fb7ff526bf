// The patient's medical record, end to end encrypted. The browser encrypts the whole record with one
// vault session shared with the patient's medical-file group, and the API keeps only the envelope
// (which names its session) and a version (GET/PUT /user/current/medical-record). No React here: the
// same functions run in the hooks and in the API's integration test, which plays the browser.
import { asApiError, type ApiClient, type components } from '@relais/api-client'
import { InvalidEnvelopeError, type Vault } from '@relais/vault'
import { ensureMedicalFileGroup } from './groups.ts'

export type StoredMedicalRecord = components['schemas']['MedicalRecord']
type MedicalRecordEnvelope = components['schemas']['MedicalRecordEnvelope']

/**
 * What the record holds once decrypted. The fields of the registration are typed; the medical record
 * screens add the others of the spec's entities beside them.
 */
export interface MedicalRecordContent {
  bloodGroup?: string
  medicalBackground?: string
  treatments?: string
  allergies?: string
  /** Perinatal: DATE_LAST_PERIOD (yyyy-MM-dd), CURRENT_PREGNANCY_TYPE, NUMBER_OF_BIRTHS_AT_TERM. */
  prenatal?: { lastPeriod?: string; pregnancyType?: string; birthsAtTerm?: number }
  [field: string]: unknown
}

export interface MedicalRecord {
  content: MedicalRecordContent
  /** The session the record is encrypted with (its envelope's), kept for the next write. */
  sessionId: string
  version: number
  updatedAt: string
}

/** Another tab or device wrote the record since it was read: read it again, then write. */
export class MedicalRecordConflictError extends Error {
  override name = 'MedicalRecordConflictError'
  constructor() {
    super('Le dossier médical a été modifié entre-temps')
  }
}

/** The API refused a read or a write for another reason (its French message when it sent one). */
class MedicalRecordRequestError extends Error {
  override name = 'MedicalRecordRequestError'
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const requestError = (response: Response, body: unknown) =>
  new MedicalRecordRequestError(response.status, asApiError(body)?.message ?? `HTTP ${response.status}`)

const PLAINTEXT_VERSION = 1

function serialise(content: MedicalRecordContent): string {
  return JSON.stringify({ v: PLAINTEXT_VERSION, record: content })
}

function parse(plaintext: string): MedicalRecordContent {
  try {
    const parsed = JSON.parse(plaintext) as { v?: unknown; record?: unknown }
    if (parsed.v !== PLAINTEXT_VERSION || typeof parsed.record !== 'object' || parsed.record === null) {
      throw new TypeError('Unknown medical record format')
    }
    return parsed.record as MedicalRecordContent
  } catch (error) {
    throw new InvalidEnvelopeError(error)
  }
}

/** The stored envelope, or null when the patient has no record yet. */
async function fetchStoredMedicalRecord(client: ApiClient): Promise<StoredMedicalRecord | null> {
  const { data, response, error } = await client.GET('/user/current/medical-record')
  if (data) return data
  if (response.status === 204) return null
  throw requestError(response, error)
}

/** Decrypts a stored envelope; the vault's errors (NOT_A_RECIPIENT, DECRYPTION_FAILED…) pass through. */
export async function decryptMedicalRecord(
  vault: Vault,
  stored: StoredMedicalRecord,
): Promise<MedicalRecord> {
  const sessionId = stored.envelope.encryptionSessionId
  const session = await vault.retrieveSession(sessionId)
  const content = parse(await session.decryptString(stored.envelope))
  return { content, sessionId, version: stored.version, updatedAt: stored.updatedAt }
}

/** The signed-in patient's record, decrypted in the browser; null when there is none yet. */
export async function readMedicalRecord(vault: Vault, client: ApiClient): Promise<MedicalRecord | null> {
  const stored = await fetchStoredMedicalRecord(client)
  return stored ? decryptMedicalRecord(vault, stored) : null
}

/** The envelope of `content`, under the record's session, or a new one shared with the medical-file group. */
export async function encryptMedicalRecord(
  vault: Vault,
  content: MedicalRecordContent,
  sessionId: string | null,
): Promise<MedicalRecordEnvelope> {
  const session = sessionId
    ? await vault.retrieveSession(sessionId)
    : await vault.createSession({ groups: [(await ensureMedicalFileGroup(vault)).groupId] })
  // A session shared with the group starts a new key epoch here when a member was removed since.
  return session.encryptString(serialise(content))
}

/**
 * Encrypts and writes the whole record over `base` (the record it was read as, null when there was
 * none). MedicalRecordConflictError when someone wrote in between.
 */
export async function saveMedicalRecord(
  vault: Vault,
  client: ApiClient,
  content: MedicalRecordContent,
  base: Pick<MedicalRecord, 'sessionId' | 'version'> | null,
): Promise<MedicalRecord> {
  const envelope = await encryptMedicalRecord(vault, content, base?.sessionId ?? null)
  const { data, response, error } = await client.PUT('/user/current/medical-record', {
    body: { envelope, version: base?.version ?? 0 },
  })
  if (response.status === 409) throw new MedicalRecordConflictError()
  if (!data) throw requestError(response, error)
  return {
    content,
    sessionId: data.envelope.encryptionSessionId,
    version: data.version,
    updatedAt: data.updatedAt,
  }
}

/**
 * A practitioner holding a grant (or the patient) writes the patient's record over `base`, the version
 * read through GET /patient/{id}, with the record's own session (the practitioner is among its
 * recipients through the patient's medical-file group). MedicalRecordConflictError when someone wrote
 * in between.
 */
export async function savePatientMedicalRecord(
  vault: Vault,
  client: ApiClient,
  patientId: string,
  content: MedicalRecordContent,
  base: Pick<MedicalRecord, 'sessionId' | 'version'>,
): Promise<MedicalRecord> {
  const envelope = await encryptMedicalRecord(vault, content, base.sessionId)
  const { data, response, error } = await client.PUT('/patient/{patientId}/medical-record', {
    params: { path: { patientId } },
    body: { envelope, version: base.version },
  })
  if (response.status === 409) throw new MedicalRecordConflictError()
  if (!data) throw requestError(response, error)
  return {
    content,
    sessionId: data.envelope.encryptionSessionId,
    version: data.version,
    updatedAt: data.updatedAt,
  }
}
