// DELETE /user/current/calendar-feed: revokes the practitioner's link, which finds nothing from then on.
// Revoking a link already gone answers the same.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import type { CalendarFeedServices } from './services.ts'

export async function disableCalendarFeed(
  { request, application }: OperationContext<'disableCalendarFeed'>,
  { accounts, feeds }: CalendarFeedServices,
): Promise<Reply<'disableCalendarFeed'>> {
  const { user } = await accounts.account(request)
  await feeds.remove(application, user.id)
  return { status: 204, body: undefined }
}
