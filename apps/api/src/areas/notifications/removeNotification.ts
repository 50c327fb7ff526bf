// DELETE /notifications/{notificationId}: removes one of the caller's notifications; anyone else's is
// answered as one that does not exist, so that holding its id tells nothing.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import { caller, type NotificationsServices } from './services.ts'

export async function removeNotification(
  { request, params }: OperationContext<'removeNotification'>,
  services: NotificationsServices,
): Promise<Reply<'removeNotification'>> {
  const removed = await services.notifications.remove(
    await caller(request, services),
    params.notificationId as string,
  )
  if (!removed) throw notFound('Notification introuvable')
  return { status: 204, body: undefined }
}
