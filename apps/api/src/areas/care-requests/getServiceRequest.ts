// GET /service-requests/{serviceRequestId}: one care request, for its patient, its performer and the
// requesting structure's account and members. Anyone else gets 404, as for no request.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import { readsServiceRequest } from './readers.ts'
import type { CareRequestsServices } from './services.ts'

export async function getServiceRequest(
  { request, params, application }: OperationContext<'getServiceRequest'>,
  { accounts, organizations, requests }: CareRequestsServices,
): Promise<Reply<'getServiceRequest'>> {
  const { user } = await accounts.account(request)
  const found = await requests.byId(application, (params.serviceRequestId as string).toLowerCase())
  if (!found || !(await readsServiceRequest({ organizations }, application, found, user.id))) {
    throw notFound('Demande introuvable')
  }
  return { status: 200, body: found }
}
