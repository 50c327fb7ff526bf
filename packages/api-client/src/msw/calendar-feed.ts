// A practitioner's calendar link in stories and component tests: GET /user/current/calendar-feed
// answering the store's state, POST making a new link (shown in that answer only, as the API does) and
// DELETE revoking it, every change kept in the store. The links are the same at every run, so that a
// story looks the same each time. Never used by the running product.
import { createOpenApiHttp } from 'openapi-msw'
import type { components, paths } from '../schema.gen.ts'

const http = createOpenApiHttp<paths>({ baseUrl: '*' })

type CalendarFeed = components['schemas']['CalendarFeed']
type ErrorBody = components['schemas']['Error']

/** Where the samples' links point: the API's public address in production. */
const FEED_BASE_URL = 'https://api.relais-sante.fr/calendar-feed'

/** The `n`th link a store makes: 43 base64url characters, as the API's secrets. */
export const calendarFeedLink = (n: number) =>
  `${FEED_BASE_URL}/Xk2dPq7RtY9wLm4ZbN8vC3hJ${String(n).padStart(19, '0')}.ics`

export interface CalendarFeedStore {
  /** The state GET answers (its `url` always null: the API keeps no link). */
  feed: CalendarFeed
  /** Every link made, in order. */
  links: string[]
  /** Every change received, in order. */
  calls: ('enable' | 'disable')[]
  /** Answers the next change with this refusal instead, once. */
  refuseNext: ErrorBody | null
  handlers: ReturnType<typeof http.get | typeof http.post | typeof http.delete>[]
}

/** A store without a link, or with one made at `since`. */
export function calendarFeedStore(options: { since?: string } = {}): CalendarFeedStore {
  const store: CalendarFeedStore = {
    feed: { enabled: options.since !== undefined, url: null, createdAt: options.since ?? null },
    links: [],
    calls: [],
    refuseNext: null,
    handlers: [
      http.get('/user/current/calendar-feed', function readCalendarFeedState({ response }) {
        return response(200).json(store.feed)
      }),
      http.post('/user/current/calendar-feed', function makeCalendarFeedLink({ response }) {
        store.calls.push('enable')
        const refusal = takeRefusal()
        if (refusal) return response(refusal.statusCode as 403).json(refusal)
        const url = calendarFeedLink(store.links.length + 1)
        store.links.push(url)
        store.feed = { enabled: true, url: null, createdAt: new Date().toISOString() }
        return response(201).json({ ...store.feed, url })
      }),
      http.delete('/user/current/calendar-feed', function revokeCalendarFeedLink({ response }) {
        store.calls.push('disable')
        const refusal = takeRefusal()
        if (refusal) return response(refusal.statusCode as 403).json(refusal)
        store.feed = { enabled: false, url: null, createdAt: null }
        return response(204).empty()
      }),
    ],
  }
  function takeRefusal(): ErrorBody | null {
    const refusal = store.refuseNext
    store.refuseNext = null
    return refusal
  }
  return store
}
