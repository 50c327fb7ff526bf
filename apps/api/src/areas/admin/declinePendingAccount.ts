// POST /admin/pending-accounts/{userId}/decline: deletes the pending account with its structure and
// sessions, so the person can register again with corrected details, and keeps the reviewer's reason,
// which their next sign-in tells them: a refusal without a reason would leave them guessing.
import { ADMIN_MESSAGES } from '@relais/domain'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { validationFailed } from '../../core/errors.ts'
import { reviewPendingAccount } from './review.ts'
import type { AdminServices } from './services.ts'

export async function declinePendingAccount(
  ctx: OperationContext<'declinePendingAccount'>,
  services: AdminServices,
): Promise<Reply<'declinePendingAccount'>> {
  const reason = ctx.body.reason.trim()
  if (!reason)
    throw validationFailed([{ field: 'body.reason', message: ADMIN_MESSAGES.refusalReasonRequired }])
  return await reviewPendingAccount({ decision: 'decline', reason }, ctx, services)
}
