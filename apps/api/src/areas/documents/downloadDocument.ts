// GET /upload?key=: a document's encrypted file, streamed from storage with its length (the browser
// shows progress from it). A read through a grant is written to the patient's access log before the
// file leaves; the patient reading their own is not logged.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import { documentsReader, type DocumentsServices } from './services.ts'

export async function downloadDocument(
  { request, query, application }: OperationContext<'downloadDocument'>,
  services: DocumentsServices,
): Promise<Reply<'downloadDocument'>> {
  const { documents, storage, policies, config } = services
  const document = await documents.find(application, query.key)
  if (!document) throw notFound('Document introuvable')
  const reader = await documentsReader(request, application, document.patientId, services).catch(() => {
    // A document of a patient the caller cannot reach is no document to them.
    throw notFound('Document introuvable')
  })
  const blob = await storage.get(document.storageKey)
  if (!blob) throw notFound('Document introuvable')
  if (reader.grant) {
    await policies
      .logAccess({
        action: 'read',
        application,
        patientId: document.patientId,
        readerUserId: reader.userId,
        grant: reader.grant,
        resource: 'document',
        resourceId: document.id,
        now: config.now(),
      })
      .catch((error: unknown) => {
        blob.body.destroy()
        throw error
      })
  }
  return {
    status: 200,
    body: blob.body,
    headers: {
      'content-type': 'application/octet-stream',
      'content-length': String(blob.size),
    },
  }
}
