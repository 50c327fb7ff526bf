// POST /user/current/calendar-feed: a new secret for the practitioner's link, replacing any previous one
// (whose link stops working at once). The whole link is in this answer and nowhere else: the database
// keeps the secret's SHA-256 only, enough for 256 random bits, which no one can guess or recover.
import { randomBytes } from 'node:crypto'
import { hashToken } from '../../core/codes/secrets.ts'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import type { CalendarFeedServices } from './services.ts'

/** The link a calendar subscribes to, on the API's public address (readCalendarFeed's path). */
const feedUrl = (publicUrl: string, secret: string) => `${publicUrl}/calendar-feed/${secret}.ics`

export async function enableCalendarFeed(
  { request, application }: OperationContext<'enableCalendarFeed'>,
  { accounts, config, feeds }: CalendarFeedServices,
): Promise<Reply<'enableCalendarFeed'>> {
  const { user } = await accounts.account(request)
  const secret = randomBytes(32).toString('base64url')
  const now = config.now()
  await feeds.replace({ application, practitionerId: user.id, secretHash: hashToken(secret), now })
  return {
    status: 201,
    body: { enabled: true, url: feedUrl(config.publicUrl, secret), createdAt: now.toISOString() },
  }
}
