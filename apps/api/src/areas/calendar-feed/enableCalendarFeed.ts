// POST /user/current/calendar-feed: a new secret for the practitioner's link, replacing any previous one
// (whose link stops working at once). The whole link is in this answer and nowhere else (feed-links.ts).
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { issueCalendarFeed } from './feed-links.ts'
import type { CalendarFeedServices } from './services.ts'

export async function enableCalendarFeed(
  { request, application }: OperationContext<'enableCalendarFeed'>,
  { accounts, config, feeds }: CalendarFeedServices,
): Promise<Reply<'enableCalendarFeed'>> {
  const { user } = await accounts.account(request)
  const feed = await issueCalendarFeed(feeds, {
    publicUrl: config.publicUrl,
    application,
    practitionerId: user.id,
    now: config.now(),
  })
  return { status: 201, body: { enabled: true, url: feed.url, createdAt: feed.createdAt.toISOString() } }
}
