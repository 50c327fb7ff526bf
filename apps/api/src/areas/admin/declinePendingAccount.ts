// POST /admin/pending-accounts/{userId}/decline: deletes the pending account with its structure and
// sessions, so the person can register again with corrected details.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { reviewPendingAccount } from './review.ts'
import type { AdminServices } from './services.ts'

export function declinePendingAccount(
  ctx: OperationContext<'declinePendingAccount'>,
  services: AdminServices,
): Promise<Reply<'declinePendingAccount'>> {
  return reviewPendingAccount('decline', ctx, services)
}
