// Making a practitioner's calendar link: a new secret replaces any previous one (whose link stops working
// at once). The whole link is returned here and kept nowhere: the database holds the secret's SHA-256
// only, enough for 256 random bits, which no one can guess or recover. The integrations area activates
// and synchronises the feed through this too.
import { randomBytes } from 'node:crypto'
import { hashToken } from '../../core/codes/secrets.ts'
import type { CalendarFeedsRepository } from './calendar-feeds-repository.ts'

/** The link a calendar subscribes to, on the API's public address (readCalendarFeed's path). */
const feedUrl = (publicUrl: string, secret: string) => `${publicUrl}/calendar-feed/${secret}.ics`

export async function issueCalendarFeed(
  feeds: CalendarFeedsRepository,
  feed: { publicUrl: string; application: string; practitionerId: string; now: Date },
): Promise<{ id: string; url: string; createdAt: Date }> {
  const secret = randomBytes(32).toString('base64url')
  const { application, practitionerId, now } = feed
  const id = await feeds.replace({ application, practitionerId, secretHash: hashToken(secret), now })
  return { id, url: feedUrl(feed.publicUrl, secret), createdAt: now }
}
