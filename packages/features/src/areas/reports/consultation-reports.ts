// A patient's consultation reports, end to end encrypted: the API's list holds envelopes only (an
// appointment's description, its observations, its attachments' metadata), opened here with the user's
// own keys. A midwife's new report is encrypted here too, in the session shared with the patient's
// medical-file group, as an appointment's description is; its files are the patient's documents, each
// added to the consultation. No React here: the hooks and the dialogs call these.
import { asApiError, type ApiClient, type components } from '@relais/api-client'
import { defaultDocumentTitle, parseObservation, type DatedObservation } from '@relais/domain'
import type { VaultPort } from '@relais/vault'
import { documentSession, uploadPatientDocument } from '../documents/index.ts'

export type StoredReport = components['schemas']['ConsultationReport']
type StoredObservation = components['schemas']['AppointmentObservation']
type EncryptedEnvelope = components['schemas']['EncryptedEnvelope']
type FieldError = components['schemas']['FieldError']

/** A consultation's observations, opened: those that read as observations, oldest first, and the rest. */
export interface OpenedObservations {
  readings: DatedObservation[]
  /** How many did not open, or held no observation. */
  unreadable: number
}

export async function openObservations(
  vault: VaultPort,
  stored: readonly StoredObservation[],
): Promise<OpenedObservations> {
  const opened = await Promise.all(
    stored.map(async ({ createdAt, envelope }) => {
      try {
        const session = await vault.retrieveSession(envelope.encryptionSessionId)
        const observation = parseObservation(await session.decryptString(envelope))
        return observation ? { observation, createdAt } : null
      } catch {
        // Counted, not shown: the viewer says how many.
        return null
      }
    }),
  )
  const readings = opened.filter((reading): reading is DatedObservation => reading !== null)
  return { readings, unreadable: opened.length - readings.length }
}

/** The description's text: '' without one, null when it does not open with the user's keys. */
export async function openDescription(
  vault: VaultPort,
  envelope: EncryptedEnvelope | null,
): Promise<string | null> {
  if (!envelope) return ''
  try {
    const session = await vault.retrieveSession(envelope.encryptionSessionId)
    return await session.decryptString(envelope)
  } catch {
    return null
  }
}

/** The API refused the new report: its French message, and the fields it named. */
export class ReportRefusedError extends Error {
  override name = 'ReportRefusedError'
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: readonly FieldError[],
  ) {
    super(message)
  }
}

export interface NewReport {
  patientId: string
  start: number
  end: number
  description: string
}

/**
 * Records the consultation: its description encrypted for the patient's medical-file group, then sent
 * with its times. GroupNotFoundError when the patient has not shared her file with the user.
 */
export async function recordConsultation(
  vault: VaultPort,
  client: ApiClient,
  { patientId, start, end, description }: NewReport,
): Promise<StoredReport> {
  const session = await documentSession(vault, patientId)
  const envelope = await session.encryptString(description)
  const { data, error, response } = await client.POST('/patient/{patientId}/consultation-reports', {
    params: { path: { patientId } },
    body: { start: new Date(start).toISOString(), end: new Date(end).toISOString(), description: envelope },
  })
  if (data) return data
  const refusal = asApiError(error)
  throw new ReportRefusedError(
    response.status,
    refusal?.message ?? `HTTP ${response.status}`,
    refusal?.fieldErrors ?? [],
  )
}

/** Adds `file` to the patient's documents as one of the consultation's, its progress 0–100. */
export function attachFile(
  vault: VaultPort,
  client: ApiClient,
  report: StoredReport,
  file: File,
  onProgress: (percent: number) => void,
) {
  return uploadPatientDocument(vault, client, {
    patientId: report.appointment.patient.id,
    file,
    title: defaultDocumentTitle(file.name),
    type: 'document',
    appointmentId: report.appointment.id,
    onProgress,
  })
}
