// An administrator's decision on a pending account: accepting activates it and its structure,
// declining deletes them (the person may register again) and keeps the reason, which their next
// sign-in tells them; both go to `account_review_audit`.
import type { OperationContext } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import { actorOf } from './answers.ts'
import type { AdminServices } from './services.ts'

type Review = { decision: 'accept' } | { decision: 'decline'; reason: string }

export async function reviewPendingAccount(
  review: Review,
  { request, params, application }: OperationContext<'acceptPendingAccount' | 'declinePendingAccount'>,
  { config, accounts, pending }: AdminServices,
) {
  const admin = await accounts.admin(request)
  const record = await pending.find(application, params.userId ?? '')
  if (!record) throw notFound("Ce compte n'est pas en attente d'activation")
  const actor = actorOf(admin)
  if (review.decision === 'accept') await pending.accept(application, record, actor, config.now())
  else await pending.decline(application, record, actor, config.now(), review.reason)
  return { status: 204 as const, body: undefined }
}
