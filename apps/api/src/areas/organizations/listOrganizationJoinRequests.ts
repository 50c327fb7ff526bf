// GET /organization/{organizationId}/join-requests: the requests to join the structure waiting for the
// answer of the manager who holds them, for the 'Équipe' page ('Accepter', 'Refuser' answer them through
// the access policies, which keep every decision).
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import type { AccessPolicy } from '../access-policies/index.ts'
import type { OrganizationsServices } from './services.ts'

export async function listOrganizationJoinRequests(
  { request, params, application }: OperationContext<'listOrganizationJoinRequests'>,
  { accounts, organizations, policies }: OrganizationsServices,
): Promise<Reply<'listOrganizationJoinRequests'>> {
  const { user } = await accounts.account(request)
  const organization = await organizations.managedBy(application, params.organizationId as string, user.id)
  if (!organization) throw notFound('Structure introuvable')
  const ids = await organizations.pendingJoinRequestIds(application, organization.id, user.id)
  const requests = (await Promise.all(ids.map((id) => policies.find(id)))).filter(
    (policy): policy is AccessPolicy => policy !== undefined,
  )
  return { status: 200, body: { requests } }
}
