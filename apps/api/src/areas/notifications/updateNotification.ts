// PATCH /notifications/{notificationId}: one of the caller's notifications marked seen or unseen. The
// browser turns one unseen again when what it asks is still not done and only the browser can tell (a
// check-up's, while the encrypted record's physical activity is empty); anyone else's is answered as
// one that does not exist, so that holding its id tells nothing.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import { caller, type NotificationsServices } from './services.ts'

export async function updateNotification(
  { request, params, body }: OperationContext<'updateNotification'>,
  services: NotificationsServices,
): Promise<Reply<'updateNotification'>> {
  const notification = await services.notifications.setSeen(
    await caller(request, services),
    params.notificationId!,
    body.seen,
  )
  if (!notification) throw notFound('Notification introuvable')
  return { status: 200, body: notification }
}
