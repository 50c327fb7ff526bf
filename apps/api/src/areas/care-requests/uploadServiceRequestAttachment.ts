// POST /organization/{organizationId}/service-request-attachments: a document of the wizard (the
// liaison letter, the prescription), encrypted in the browser in the request's session and sent before
// the request that names it. The caller must belong to the structure (404 otherwise, as for no
// structure) before a byte is read; the file streams to storage under a fresh random key, counted as it
// arrives, and the row is written once the blob is complete. A structure's documents that no request
// named within a day are swept here, on the next one's arrival: nothing else writes them.
import { storeUpload } from '../../adapters/storage/store-upload.ts'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import type { CareRequestsServices } from './services.ts'

const UNCLAIMED_FOR_MS = 24 * 60 * 60 * 1000

export async function uploadServiceRequestAttachment(
  { request, params, body, upload, application }: OperationContext<'uploadServiceRequestAttachment'>,
  { accounts, config, organizations, requests, storage }: CareRequestsServices,
): Promise<Reply<'uploadServiceRequestAttachment'>> {
  const { user } = await accounts.account(request)
  const organizationId = (params.organizationId as string).toLowerCase()
  if (!(await organizations.isMember(application, organizationId, user.id))) {
    throw notFound('Structure introuvable')
  }
  if (!upload) throw new Error('uploadServiceRequestAttachment is a multipart operation')
  const now = config.now()
  const swept = await requests.removeUnclaimedAttachments(
    application,
    organizationId,
    new Date(now.getTime() - UNCLAIMED_FOR_MS),
  )
  await Promise.all(swept.map((key) => storage.delete(key)))
  const { storageKey, size } = await storeUpload(storage, upload, config.documentMaxBytes)
  try {
    const attachment = await requests.insertAttachment({
      application,
      organizationId,
      uploaderUserId: user.id,
      kind: body.kind,
      metadata: body.metadata,
      storageKey,
      size,
      now,
    })
    return { status: 201, body: attachment }
  } catch (error) {
    await storage.delete(storageKey)
    throw error
  }
}
