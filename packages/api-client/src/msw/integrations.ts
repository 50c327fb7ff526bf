// A practitioner's integrations in stories and component tests: GET /integration answering the store's
// state, the authorization address pointing at the app's own callback with a one-time code (as the API's
// calendar feed provider does), the callback's exchange, 'Synchroniser' and 'Désactiver', every change
// kept in the store. The links are the same at every run, so that a story looks the same each time.
// Never used by the running product.
import { delay } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { components, paths } from '../schema.gen.ts'

const http = createOpenApiHttp<paths>({ baseUrl: '*' })

type Integration = components['schemas']['Integration']
type ErrorBody = components['schemas']['Error']

/** Where the samples' links point: the API's public address in production. */
const FEED_BASE_URL = 'https://api.relais-sante.fr/calendar-feed'

/** The `n`th link a store makes: 43 base64url characters, as the API's secrets. */
export const calendarFeedLink = (n: number) =>
  `${FEED_BASE_URL}/Xk2dPq7RtY9wLm4ZbN8vC3hJ${String(n).padStart(19, '0')}.ics`

/** The one-time code of the `n`th authorization address a store gives. */
export const integrationCode = (n: number) => `code-agenda-${n}`

/** The activation's id a store gives its calendar feed. */
const ACTIVATION_ID = '5b0e8c1e-3f4a-4d2b-9a61-2c7d9e4f1a30'

const REFUSED_CODE =
  "Ce lien d'activation n'est plus valable. Recommencez l'activation depuis vos paramètres."

type IntegrationCall = 'authorization-url' | 'authorize' | 'sync' | 'delete'

export interface IntegrationsStore {
  /** The calendar feed as GET answers it. */
  feed: Integration
  /** Codes given and not used yet. */
  codes: string[]
  /** Every link made, in order. */
  links: string[]
  /** Every call received, in order. */
  calls: IntegrationCall[]
  /** Answers the next change with this refusal instead, once. */
  refuseNext: ErrorBody | null
  /** The callback's exchange never answers: the page stays on 'Activation en cours'. */
  holdExchange: boolean
  handlers: ReturnType<typeof http.get | typeof http.post | typeof http.delete>[]
}

function calendarFeed(since: string | null): Integration {
  return {
    id: since ? ACTIVATION_ID : null,
    type: 'ical',
    name: 'Agenda',
    description:
      'Abonnez le calendrier de votre téléphone à vos consultations : seuls les horaires y figurent, jamais le nom du patient.',
    isActivated: since !== null,
    features: ['calendar'],
    activatedAt: since,
  }
}

/** A store whose calendar feed is not activated, or was at `since`. */
export function integrationsStore(options: { since?: string } = {}): IntegrationsStore {
  let issued = 0
  const store: IntegrationsStore = {
    feed: calendarFeed(options.since ?? null),
    codes: [],
    links: [],
    calls: [],
    refuseNext: null,
    holdExchange: false,
    handlers: [
      http.get('/integration', function listSampleIntegrations({ response }) {
        return response(200).json([store.feed])
      }),
      http.get(
        '/integration/{integrationType}/authorization-url',
        function sampleAuthorizationUrl({ response }) {
          store.calls.push('authorization-url')
          const refusal = takeRefusal()
          if (refusal) return response(refusal.statusCode as 403).json(refusal)
          const code = integrationCode(++issued)
          store.codes = [code]
          const url = new URL('/app/user/settings/integrations/ical', globalThis.location.origin)
          url.searchParams.set('code', code)
          return response(200).json({ url: url.toString() })
        },
      ),
      http.post(
        '/integration/{integrationType}/authorization-callback',
        async function exchangeSampleCode({ request, response }) {
          store.calls.push('authorize')
          if (store.holdExchange) await delay('infinite')
          const { code } = await request.json()
          if (!store.codes.includes(code)) {
            return response(400).json({
              statusCode: 400,
              error: 'Bad Request',
              code: 'INVALID_CODE',
              message: REFUSED_CODE,
              fieldErrors: [{ field: 'body.code', message: REFUSED_CODE }],
            })
          }
          store.codes = []
          return response(200).json(newLink())
        },
      ),
      http.post('/integration/{integrationType}/sync', function syncSampleIntegration({ response }) {
        store.calls.push('sync')
        const refusal = takeRefusal()
        if (refusal) return response(refusal.statusCode as 403).json(refusal)
        if (!store.feed.isActivated) return response(404).json(notFound())
        return response(200).json(newLink())
      }),
      http.delete('/integration/{integrationId}', function deleteSampleIntegration({ params, response }) {
        store.calls.push('delete')
        const refusal = takeRefusal()
        if (refusal) return response(refusal.statusCode as 403).json(refusal)
        if (params.integrationId !== store.feed.id) return response(404).json(notFound())
        store.feed = calendarFeed(null)
        return response(204).empty()
      }),
    ],
  }
  function newLink() {
    const url = calendarFeedLink(store.links.length + 1)
    store.links.push(url)
    store.feed = calendarFeed(new Date().toISOString())
    return { integration: store.feed, subscriptionUrl: url }
  }
  function takeRefusal(): ErrorBody | null {
    const refusal = store.refuseNext
    store.refuseNext = null
    return refusal
  }
  return store
}

function notFound(): ErrorBody {
  return { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'Intégration introuvable' }
}
