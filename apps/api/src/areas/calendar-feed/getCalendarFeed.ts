// GET /user/current/calendar-feed: whether the practitioner's link is active and since when. Its address
// is never in this answer: only the secret's hash is kept.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import type { CalendarFeedServices } from './services.ts'

export async function getCalendarFeed(
  { request, application }: OperationContext<'getCalendarFeed'>,
  { accounts, feeds }: CalendarFeedServices,
): Promise<Reply<'getCalendarFeed'>> {
  const { user } = await accounts.account(request)
  const feed = await feeds.find(application, user.id)
  return {
    status: 200,
    body: { enabled: feed !== undefined, url: null, createdAt: feed?.createdAt.toISOString() ?? null },
  }
}
