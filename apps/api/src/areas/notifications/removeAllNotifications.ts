// DELETE /notifications: the bell's 'remove all', the caller's notifications only.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { caller, type NotificationsServices } from './services.ts'

export async function removeAllNotifications(
  { request }: OperationContext<'removeAllNotifications'>,
  services: NotificationsServices,
): Promise<Reply<'removeAllNotifications'>> {
  await services.notifications.removeAll(await caller(request, services))
  return { status: 204, body: undefined }
}
