// GET /service-requests/{serviceRequestId}: one care request, for its patient, its performer, a
// practitioner it was sent to (until they decline it or someone else takes it) and the requesting
// structure's account and members, each with the dispatches readers.ts lets them see. Anyone else gets
// 404, as for no request.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import { serviceRequestAsSeenBy } from './readers.ts'
import type { CareRequestsServices } from './services.ts'

export async function getServiceRequest(
  { request, params, application }: OperationContext<'getServiceRequest'>,
  { accounts, organizations, requests }: CareRequestsServices,
): Promise<Reply<'getServiceRequest'>> {
  const { user } = await accounts.account(request)
  const found = await requests.byId(application, (params.serviceRequestId as string).toLowerCase())
  const seen = found && (await serviceRequestAsSeenBy({ organizations }, application, found, user.id))
  if (!seen) throw notFound('Demande introuvable')
  return { status: 200, body: seen }
}
