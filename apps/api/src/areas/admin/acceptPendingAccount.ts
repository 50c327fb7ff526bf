// POST /admin/pending-accounts/{userId}/accept: activates the account and the structure it manages.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { reviewPendingAccount } from './review.ts'
import type { AdminServices } from './services.ts'

export function acceptPendingAccount(
  ctx: OperationContext<'acceptPendingAccount'>,
  services: AdminServices,
): Promise<Reply<'acceptPendingAccount'>> {
  return reviewPendingAccount({ decision: 'accept' }, ctx, services)
}
