// GET /patient/{patientId}/documents: the patient's documents, the latest first. Their metadata is
// encrypted; a read through a grant is written to the patient's access log when there is any.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { documentsReader, type DocumentsServices } from './services.ts'

export async function listPatientDocuments(
  { request, params, application }: OperationContext<'listPatientDocuments'>,
  services: DocumentsServices,
): Promise<Reply<'listPatientDocuments'>> {
  const patientId = params.patientId as string
  const reader = await documentsReader(request, application, patientId, services)
  const documents = await services.documents.listOf(application, patientId)
  if (reader.grant && documents.length > 0) {
    await services.policies.logAccess({
      action: 'read',
      application,
      patientId,
      readerUserId: reader.userId,
      grant: reader.grant,
      resource: 'document',
      now: services.config.now(),
    })
  }
  return { status: 200, body: { documents } }
}
