// The calendar-feed area: a practitioner's private calendar link, which a phone's calendar subscribes to
// and which lists their appointments, times only.
//
// Rules (the authorization matrix holds every operation to them):
// - Doctors, assistants and midwives make, renew and stop their own link through the `ical` integration
//   (the integrations area, which calls issueCalendarFeed); this area only serves the feed.
// - The link's secret is 32 random bytes; only its SHA-256 is kept, so the link is shown once, when it
//   is made. Renewing replaces it and revoking removes it: the old link then gets 404, as an unknown one.
// - The feed is public to whoever holds the link, so it carries times and the word 'Consultation' only:
//   no patient, no category, no description. It is read through a minimal query of the appointments
//   area that selects nothing else.
import type { Plugin } from '@hapi/hapi'
import type { AreaContext } from '../area.ts'
import { readCalendarFeed } from './readCalendarFeed.ts'
import { calendarFeedServices } from './services.ts'

export const calendarFeedModule: Plugin<AreaContext> = {
  name: 'calendar-feed',
  dependencies: ['contract'],
  register(server, context) {
    const services = calendarFeedServices(context)
    server.operation('readCalendarFeed', readCalendarFeed, services)
  },
}
