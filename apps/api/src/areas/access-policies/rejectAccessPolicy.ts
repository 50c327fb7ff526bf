// POST /access-policy/{policyId}/reject: the holder refuses a pending request (or an offer).
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { answerAccessPolicy } from './answer.ts'
import type { AccessPoliciesServices } from './services.ts'

export async function rejectAccessPolicy(
  context: OperationContext<'rejectAccessPolicy'>,
  services: AccessPoliciesServices,
): Promise<Reply<'rejectAccessPolicy'>> {
  return { status: 200, body: await answerAccessPolicy(context, services, 'reject') }
}
