// What the room's 'Ordonnance' does with the API and the vault: opens the prescription software on the
// patient, then, once its frame says a prescription was signed, fetches the PDF and adds it to the
// patient's documents, encrypted here for her medical-file group like any document, as
// 'Ordonnance [n°k] {date}.pdf', one of the consultation's attachments.
import { asApiError, type ApiClient, type components } from '@relais/api-client'
import { dateInZone, defaultDocumentTitle, formatDate, PRESCRIPTION_FILE } from '@relais/domain'
import type { VaultPort } from '@relais/vault'
import { uploadPatientDocument } from '../../documents/index.ts'

export type PrescriptionSession = components['schemas']['PrescriptionSession']

/** What the frame posts once the doctor signed (the local service's words, Ordoclic's would map to it). */
export interface SignedMessage {
  type: 'prescription-signed'
  prescriptionId: string
  softwarePatientId: string
}

export class PrescriptionRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export function isSignedMessage(value: unknown, session: PrescriptionSession): value is SignedMessage {
  if (typeof value !== 'object' || value === null) return false
  const message = value as Partial<SignedMessage>
  return (
    message.type === 'prescription-signed' &&
    typeof message.prescriptionId === 'string' &&
    message.softwarePatientId === session.softwarePatientId
  )
}

export async function openPrescriptionSession(
  client: ApiClient,
  appointmentId: string,
): Promise<PrescriptionSession> {
  const { data, error, response } = await client.POST('/appointment/{appointmentId}/prescription/session', {
    params: { path: { appointmentId } },
  })
  if (!data) throw new PrescriptionRequestError(response.status, asApiError(error)?.message ?? '')
  return data
}

function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64)
  const bytes = new Uint8Array(text.length)
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i)
  return bytes
}

export interface SavedPrescription {
  /** The PDF, for the dialog to show. */
  pdf: Blob
  fileName: string
}

/** Fetches the signed prescription and adds it to the patient's documents. */
export async function savePrescription(
  vault: VaultPort,
  client: ApiClient,
  {
    appointmentId,
    patientId,
    message,
    timeZone,
  }: {
    appointmentId: string
    patientId: string
    message: SignedMessage
    timeZone: string
  },
): Promise<SavedPrescription> {
  const { data, error, response } = await client.POST('/appointment/{appointmentId}/prescription', {
    params: { path: { appointmentId } },
    body: { softwarePatientId: message.softwarePatientId, prescriptionId: message.prescriptionId },
  })
  if (!data) throw new PrescriptionRequestError(response.status, asApiError(error)?.message ?? '')
  const issuedAt = Date.parse(data.issuedAt)
  const fileName = PRESCRIPTION_FILE.fileName(data.number, formatDate(dateInZone(issuedAt, timeZone)))
  const pdf = new Blob([bytesOf(data.pdf)], { type: 'application/pdf' })
  await uploadPatientDocument(vault, client, {
    patientId,
    file: new File([pdf], fileName, { type: 'application/pdf' }),
    title: defaultDocumentTitle(fileName),
    type: 'document',
    appointmentId,
  })
  return { pdf, fileName }
}
