// GET /user/current/organization-requests: 'Rejoindre une structure' lists the caller's requests to join
// a structure that wait for its answer.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import type { OrganizationsServices } from './services.ts'

export async function listMyJoinRequests(
  { request, application }: OperationContext<'listMyJoinRequests'>,
  { accounts, policies }: OrganizationsServices,
): Promise<Reply<'listMyJoinRequests'>> {
  const { user } = await accounts.account(request)
  const requests = await policies.pendingRequestsOf(application, user.id)
  return {
    status: 200,
    body: {
      requests: requests.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    },
  }
}
