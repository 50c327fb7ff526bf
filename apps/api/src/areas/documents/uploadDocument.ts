// POST /upload: adds a document to a patient's file. The caller is checked (the patient, or a holder
// of a grant) before a byte of the file is read; the file then streams to storage under a fresh random
// key, counted as it arrives, and the row is written only once the blob is complete — an upload cut
// short, over the limit or refused leaves neither a row nor a blob. A practitioner's addition is
// written to the patient's access log. A document said to belong to a consultation belongs to one of
// that patient's in which the uploader took part, as the patient or one of its practitioners.
import { randomUUID } from 'node:crypto'
import { DOCUMENT_MESSAGES, DOCUMENTS_PER_PATIENT_MAX } from '@relais/domain'
import { storeUpload } from '../../adapters/storage/store-upload.ts'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { validationFailed } from '../../core/errors.ts'
import { documentsReader, type DocumentsServices } from './services.ts'

const NOT_ITS_APPOINTMENT =
  "Ce rendez-vous n'est pas une consultation de ce patient à laquelle vous avez pris part"

export async function uploadDocument(
  { request, body, upload, application }: OperationContext<'uploadDocument'>,
  services: DocumentsServices,
): Promise<Reply<'uploadDocument'>> {
  const { documents, storage, config } = services
  const reader = await documentsReader(request, application, body.patientId, services)
  if ((await documents.countOf(application, body.patientId)) >= DOCUMENTS_PER_PATIENT_MAX) {
    throw validationFailed([{ field: 'body.file', message: DOCUMENT_MESSAGES.tooMany }])
  }
  const appointmentId = body.appointmentId?.toLowerCase() ?? null
  if (appointmentId !== null) {
    const people = await services.appointments.people(application, appointmentId)
    if (!people || people.patientId !== body.patientId.toLowerCase() || !people.ids.includes(reader.userId)) {
      throw validationFailed([{ field: 'body.appointmentId', message: NOT_ITS_APPOINTMENT }])
    }
  }
  if (!upload) throw new Error('uploadDocument is a multipart operation')
  const { storageKey, size } = await storeUpload(storage, upload, config.documentMaxBytes)
  const document = {
    id: randomUUID(),
    application,
    patientId: body.patientId,
    authorId: reader.userId,
    type: body.type,
    metadata: body.metadata,
    storageKey,
    size,
    createdAt: config.now(),
    appointmentId,
  }
  try {
    // A document added through a grant goes to the patient's access log with its row, or neither stays.
    await services.transaction(async (tx) => {
      await tx.documents.insert(document)
      if (reader.grant) {
        await tx.policies.logAccess({
          action: 'write',
          application,
          patientId: body.patientId,
          readerUserId: reader.userId,
          grant: reader.grant,
          resource: 'document',
          resourceId: document.id,
          now: document.createdAt,
        })
      }
    })
  } catch (error) {
    await storage.delete(storageKey)
    throw error
  }
  const [stored] = await documents.listOf(application, body.patientId, document.id)
  if (!stored) throw new Error('The document just written is missing')
  return { status: 201, body: stored }
}
