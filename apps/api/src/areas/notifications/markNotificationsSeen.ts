// POST /notifications/seen: opening the bell marks every notification of the caller seen, which
// empties the badge.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { caller, type NotificationsServices } from './services.ts'

export async function markNotificationsSeen(
  { request }: OperationContext<'markNotificationsSeen'>,
  services: NotificationsServices,
): Promise<Reply<'markNotificationsSeen'>> {
  await services.notifications.markAllSeen(await caller(request, services))
  return { status: 204, body: undefined }
}
