// GET /calendar-feed/{secret}.ics: the practitioner's booked appointments as an iCalendar feed, for a
// phone's calendar that holds the link. The link leaves the application (it sits in a phone, in a
// calendar service's servers), so the feed says when and nothing else: 'Consultation', never the patient,
// the category or the description. The secret is the only credential; an unknown, renewed or revoked one
// gets the same 404.
import { hashToken } from '../../core/codes/secrets.ts'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound, tooManyAttempts, tooManyFromAddress } from '../../core/errors.ts'
import { clientAddress } from '../../core/limits/client-address.ts'
import { renderCalendar } from './icalendar.ts'
import type { CalendarFeedServices } from './services.ts'

const DAY_MS = 86_400_000
/** What a phone's agenda shows around today: the last month and the next six. */
const PAST_DAYS = 30
const FUTURE_DAYS = 180

/** A ceiling for one client address when the configuration sets none (RATE_LIMIT_CALENDAR_FEED_PER_IP). */
const DEFAULT_READS_PER_IP = 1000
/**
 * Reads of one practitioner's feed in the window (15 minutes): calendars read a feed every quarter of an
 * hour at the most, a few devices each; far more is a leaked link being pulled.
 */
const READS_PER_FEED = 60

const CALENDAR_NAME = 'Relais — Consultations'
const EVENT_SUMMARY = 'Consultation'

export async function readCalendarFeed(
  { request, params }: OperationContext<'readCalendarFeed'>,
  { config, feeds, appointments, rateLimiter }: CalendarFeedServices,
): Promise<Reply<'readCalendarFeed'>> {
  const now = config.now()
  const address = await rateLimiter.hit(
    'calendar-feed-ip',
    clientAddress(request, config.trustProxy),
    config.rateLimits.calendarFeedReadsPerIp ?? DEFAULT_READS_PER_IP,
    now,
  )
  if (!address.allowed) throw tooManyFromAddress(address.retryAfterSeconds)
  const feed = await feeds.byHash(hashToken(params.secret as string))
  if (!feed) throw notFound("Ce lien d'agenda n'existe pas ou a été désactivé")
  const reads = await rateLimiter.hit('calendar-feed', feed.practitionerId, READS_PER_FEED, now)
  if (!reads.allowed) throw tooManyAttempts(reads.retryAfterSeconds)

  const booked = await appointments.bookedTimesOfPractitioner(feed.application, feed.practitionerId, {
    start: new Date(now.getTime() - PAST_DAYS * DAY_MS),
    end: new Date(now.getTime() + FUTURE_DAYS * DAY_MS),
  })
  const body = renderCalendar({
    name: CALENDAR_NAME,
    now,
    events: booked.map((slot) => ({
      uid: `${slot.id}@relais-sante`,
      start: slot.start,
      end: slot.end,
      summary: EVENT_SUMMARY,
    })),
  })
  return {
    status: 200,
    body,
    headers: { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'private, no-store' },
  }
}
