// GET /service-requests/{serviceRequestId}/attachments/{attachmentId}: a care request's document as it
// was sent (encrypted), streamed with its length, for whoever may read the request (readers.ts: a
// practitioner it was sent to too, until they decline it). Anyone else, and a document of another
// request, gets 404.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import { serviceRequestAsSeenBy } from './readers.ts'
import type { CareRequestsServices } from './services.ts'

export async function downloadServiceRequestAttachment(
  { request, params, application }: OperationContext<'downloadServiceRequestAttachment'>,
  services: CareRequestsServices,
): Promise<Reply<'downloadServiceRequestAttachment'>> {
  const { user } = await services.accounts.account(request)
  const serviceRequestId = (params.serviceRequestId as string).toLowerCase()
  const found = await services.requests.byId(application, serviceRequestId)
  if (!found || !(await serviceRequestAsSeenBy(services, application, found, user.id))) {
    throw notFound('Document introuvable')
  }
  const stored = await services.requests.attachmentBlob(
    application,
    serviceRequestId,
    (params.attachmentId as string).toLowerCase(),
  )
  const blob = stored && (await services.storage.get(stored.storage_key))
  if (!blob) throw notFound('Document introuvable')
  return {
    status: 200,
    body: blob.body,
    headers: {
      'content-type': 'application/octet-stream',
      'content-length': String(blob.size),
    },
  }
}
