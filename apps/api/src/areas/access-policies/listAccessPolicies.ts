// GET /user/current/access-policies: 'Mes données' — what others asked of the caller's data, and what
// the caller granted.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import type { AccessPoliciesServices } from './services.ts'

export async function listAccessPolicies(
  { request, application }: OperationContext<'listAccessPolicies'>,
  { accounts, policies }: AccessPoliciesServices,
): Promise<Reply<'listAccessPolicies'>> {
  const { user } = await accounts.account(request)
  return { status: 200, body: await policies.forHolder(application, user.id) }
}
