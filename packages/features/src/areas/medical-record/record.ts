// The patient's medical record, end to end encrypted. The browser encrypts the whole record with one
// vault session shared with the patient's medical-file group, and the API keeps only the envelope
// (which names its session) and a version (GET/PUT /user/current/medical-record, and
// PUT /patient/{id}/medical-record for a practitioner holding a grant). Inside, each answer is an
// observation (the domain's medical-record rules); screens read the answers back as one object. No
// React here: the same functions run in the hooks and in the API's integration test, which plays the
// browser.
import { asApiError, type ApiClient, type components } from '@relais/api-client'
import { InvalidEnvelopeError, NotARecipientError, SessionNotFoundError, type VaultPort } from '@relais/vault'
import { answersFromObservations, observationsFromAnswers, type Observation } from '@relais/domain'
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
  /**
   * Every observation the record holds: one per answered field (id `{patientId}-{field}`), and the
   * consultations' own, which a save keeps as they are.
   */
  observations: Observation[]
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

/**
 * The plaintext's formats: 1 holds the answers as one object (a practitioner's intake, sealed before
 * the patient has an id, and the records written before observations); 2 holds the observations and
 * the patient they are about.
 */
const ANSWERS_FORMAT = 1
const OBSERVATIONS_FORMAT = 2

/** Who the record is about, and its observations: a patient's record is written as observations. */
interface ObservationsContext {
  patientId: string
  observations: Observation[]
}

function serialise(content: MedicalRecordContent, observations?: ObservationsContext): string {
  if (!observations) return JSON.stringify({ v: ANSWERS_FORMAT, record: content })
  return JSON.stringify({ v: OBSERVATIONS_FORMAT, ...observations })
}

function parse(plaintext: string): { content: MedicalRecordContent; observations: Observation[] } {
  try {
    const parsed = JSON.parse(plaintext) as {
      v?: unknown
      record?: unknown
      patientId?: unknown
      observations?: unknown
    }
    if (parsed.v === ANSWERS_FORMAT && typeof parsed.record === 'object' && parsed.record !== null) {
      return { content: parsed.record as MedicalRecordContent, observations: [] }
    }
    if (
      parsed.v === OBSERVATIONS_FORMAT &&
      typeof parsed.patientId === 'string' &&
      Array.isArray(parsed.observations)
    ) {
      const observations = parsed.observations as Observation[]
      return { content: answersFromObservations(parsed.patientId, observations), observations }
    }
    throw new TypeError('Unknown medical record format')
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
  vault: VaultPort,
  stored: StoredMedicalRecord,
): Promise<MedicalRecord> {
  const sessionId = stored.envelope.encryptionSessionId
  const session = await vault.retrieveSession(sessionId)
  const { content, observations } = parse(await session.decryptString(stored.envelope))
  return { content, observations, sessionId, version: stored.version, updatedAt: stored.updatedAt }
}

/** The signed-in patient's record, decrypted in the browser; null when there is none yet. */
export async function readMedicalRecord(vault: VaultPort, client: ApiClient): Promise<MedicalRecord | null> {
  const stored = await fetchStoredMedicalRecord(client)
  return stored ? decryptMedicalRecord(vault, stored) : null
}

/**
 * The envelope of `content`, under the record's session, or a new one shared with the medical-file
 * group. With `observations` (the record's, made from `content`) it is written as observations;
 * without, as answers only (an intake, sealed before its patient has an id).
 */
export async function encryptMedicalRecord(
  vault: VaultPort,
  content: MedicalRecordContent,
  sessionId: string | null,
  observations?: ObservationsContext,
): Promise<MedicalRecordEnvelope> {
  const session = sessionId
    ? await vault.retrieveSession(sessionId)
    : await vault.createSession({ groups: [(await ensureMedicalFileGroup(vault)).groupId] })
  // A session shared with the group starts a new key epoch here when a member was removed since.
  return session.encryptString(serialise(content, observations))
}

/**
 * Encrypts and writes the whole record over `base` (the record it was read as, null when there was
 * none). MedicalRecordConflictError when someone wrote in between.
 */
export async function saveMedicalRecord(
  vault: VaultPort,
  client: ApiClient,
  content: MedicalRecordContent,
  base: RecordBase | null,
): Promise<MedicalRecord> {
  return writeRecord(vault, vault.userId, content, base, (body) =>
    client.PUT('/user/current/medical-record', { body }),
  )
}

/**
 * A practitioner holding a grant (or the patient) writes the patient's record over `base`, the version
 * read through GET /patient/{id}, with the record's own session (the practitioner is among its
 * recipients through the patient's medical-file group). MedicalRecordConflictError when someone wrote
 * in between.
 */
export async function savePatientMedicalRecord(
  vault: VaultPort,
  client: ApiClient,
  patientId: string,
  content: MedicalRecordContent,
  base: RecordBase,
): Promise<MedicalRecord> {
  return writeRecord(vault, patientId, content, base, (body) =>
    client.PUT('/patient/{patientId}/medical-record', { params: { path: { patientId } }, body }),
  )
}

/** What a write is based on: the record as read (its observations keep their dates when unchanged). */
type RecordBase = Pick<MedicalRecord, 'sessionId' | 'version'> & { observations?: Observation[] }

async function writeRecord(
  vault: VaultPort,
  patientId: string,
  content: MedicalRecordContent,
  base: RecordBase | null,
  put: (body: components['schemas']['MedicalRecordWrite']) => Promise<{
    data?: StoredMedicalRecord
    response: Response
    error?: unknown
  }>,
): Promise<MedicalRecord> {
  const observations = observationsFromAnswers(
    patientId,
    content,
    base?.observations ?? [],
    new Date().toISOString(),
  )
  const envelope = await encryptMedicalRecord(vault, content, base?.sessionId ?? null, {
    patientId,
    observations,
  })
  const { data, response, error } = await put({ envelope, version: base?.version ?? 0 })
  if (response.status === 409) throw new MedicalRecordConflictError()
  if (!data) throw requestError(response, error)
  return {
    content,
    observations,
    sessionId: data.envelope.encryptionSessionId,
    version: data.version,
    updatedAt: data.updatedAt,
  }
}

/** Whether the reader is simply not among the record's recipients (yet): the patient has not shared it. */
export function isNotSharedYet(error: unknown): boolean {
  return error instanceof SessionNotFoundError || error instanceof NotARecipientError
}
