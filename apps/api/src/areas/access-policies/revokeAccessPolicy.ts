// POST /access-policy/{policyId}/revoke: the holder ends a grant in force.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { answerAccessPolicy } from './answer.ts'
import type { AccessPoliciesServices } from './services.ts'

export async function revokeAccessPolicy(
  context: OperationContext<'revokeAccessPolicy'>,
  services: AccessPoliciesServices,
): Promise<Reply<'revokeAccessPolicy'>> {
  return { status: 200, body: await answerAccessPolicy(context, services, 'revoke') }
}
