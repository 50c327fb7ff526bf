// GET /notifications: the bell's page, newest first, with the total and the badge's unseen count.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { caller, type NotificationsServices } from './services.ts'

/** The bell asks for 100 at a time; the contract caps a page there too. */
const DEFAULT_LIMIT = 100

export async function listNotifications(
  { request, query }: OperationContext<'listNotifications'>,
  services: NotificationsServices,
): Promise<Reply<'listNotifications'>> {
  const recipient = await caller(request, services)
  const page = await services.notifications.page(recipient, query.page ?? 0, query.limit ?? DEFAULT_LIMIT)
  return { status: 200, body: page }
}
