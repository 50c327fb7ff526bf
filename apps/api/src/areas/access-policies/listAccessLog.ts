// GET /user/current/access-log: 'Historique des accès' — who read the patient's medical content.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import type { AccessPoliciesServices } from './services.ts'

export async function listAccessLog(
  { request, application, query }: OperationContext<'listAccessLog'>,
  { accounts, policies }: AccessPoliciesServices,
): Promise<Reply<'listAccessLog'>> {
  const { user } = await accounts.account(request)
  const entries = await policies.readsOf(application, user.id, query.limit ?? 100)
  return { status: 200, body: { entries } }
}
