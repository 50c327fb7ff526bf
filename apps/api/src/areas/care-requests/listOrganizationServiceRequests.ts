// GET /organization/{organizationId}/service-requests: the structure's care requests, the newest first,
// for its account and members (404 for anyone else, as for no structure).
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import type { CareRequestsServices } from './services.ts'

export async function listOrganizationServiceRequests(
  { request, params, application }: OperationContext<'listOrganizationServiceRequests'>,
  { accounts, organizations, requests }: CareRequestsServices,
): Promise<Reply<'listOrganizationServiceRequests'>> {
  const { user } = await accounts.account(request)
  const organizationId = (params.organizationId as string).toLowerCase()
  if (!(await organizations.isMember(application, organizationId, user.id))) {
    throw notFound('Structure introuvable')
  }
  return {
    status: 200,
    body: { serviceRequests: await requests.ofOrganization(application, organizationId) },
  }
}
