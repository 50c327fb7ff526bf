// POST /access-policy/{policyId}/approve: the holder grants a pending request.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { answerAccessPolicy } from './answer.ts'
import type { AccessPoliciesServices } from './services.ts'

export async function approveAccessPolicy(
  context: OperationContext<'approveAccessPolicy'>,
  services: AccessPoliciesServices,
): Promise<Reply<'approveAccessPolicy'>> {
  return { status: 200, body: await answerAccessPolicy(context, services, 'approve') }
}
