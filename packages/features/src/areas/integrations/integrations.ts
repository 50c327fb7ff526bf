// The signed-in practitioner's integrations ('Paramètres' › 'Intégrations'): the list, and the calls
// that activate, synchronise and deactivate one. A calendar link comes once, in the answer that makes
// it (the callback's or 'Synchroniser''s): the cached list never holds it, and the callback hands it to
// the settings through the query client, in memory only, never through the address or the history.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { asApiError, useApi, type components } from '@relais/api-client'

type Integration = components['schemas']['Integration']
type IntegrationType = components['schemas']['IntegrationType']
type IntegrationActivation = components['schemas']['IntegrationActivation']

/** The cached list (the key's third part, its parameters, left out). */
const INTEGRATIONS = ['get', '/integration'] as const

/** Where the callback leaves a link just made for the settings to show; read once, then forgotten. */
const justMadeLinkKey = (type: IntegrationType) => ['integrations', 'subscription-link', type] as const

export const INTEGRATIONS_SETTINGS_PATH = '/app/user/settings#integrations'

/** The API refused the call: nothing changed. */
class IntegrationError extends Error {
  override name = 'IntegrationError'
  constructor(
    readonly status: number,
    readonly apiMessage: string | null,
  ) {
    super(apiMessage ?? `integration call answered ${status}`)
  }
}

/** What to say of a failed call: the API's own words for a refusal, a general message otherwise. */
export function integrationErrorMessage(error: unknown): string {
  if (error instanceof IntegrationError && error.status < 500 && error.apiMessage) return error.apiMessage
  return 'Une erreur est survenue. Merci de réessayer dans un instant.'
}

export function useIntegrations() {
  const { $api } = useApi()
  return $api.useQuery('get', '/integration')
}

function replaceInList(queryClient: QueryClient, integration: Integration) {
  queryClient.setQueriesData<Integration[]>({ queryKey: INTEGRATIONS }, (list) =>
    list?.map((item) => (item.type === integration.type ? integration : item)),
  )
}

/** Asks where 'Activer' sends the browser: the provider's authorization page, or the app's callback. */
export function useAuthorizationUrl() {
  const { client } = useApi()
  return useMutation({
    mutationFn: async (type: IntegrationType): Promise<string> => {
      const { data, error, response } = await client.GET('/integration/{integrationType}/authorization-url', {
        params: { path: { integrationType: type } },
      })
      if (!data) throw new IntegrationError(response.status, asApiError(error)?.message ?? null)
      return data.url
    },
  })
}

/** The callback's exchange of its code; the link it makes waits for the settings in memory. */
export function useAuthorizeIntegration() {
  const { client } = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ type, code }: { type: IntegrationType; code: string }) => {
      const { data, error, response } = await client.POST(
        '/integration/{integrationType}/authorization-callback',
        { params: { path: { integrationType: type } }, body: { code } },
      )
      if (!data) throw new IntegrationError(response.status, asApiError(error)?.message ?? null)
      replaceInList(queryClient, data.integration)
      if (data.subscriptionUrl) queryClient.setQueryData(justMadeLinkKey(type), data.subscriptionUrl)
      return data
    },
  })
}

/** The link the callback just made for this integration, if any (reading it does not forget it). */
export function justMadeLink(queryClient: QueryClient, type: IntegrationType): string | null {
  return queryClient.getQueryData<string>(justMadeLinkKey(type)) ?? null
}

/** Once the settings show it, the link is theirs: coming back later must not show it again. */
export function forgetJustMadeLink(queryClient: QueryClient, type: IntegrationType) {
  queryClient.removeQueries({ queryKey: justMadeLinkKey(type), exact: true })
}

/** 'Synchroniser': for the calendar feed, a new link (the old one stops), shown in this answer only. */
export function useSyncIntegration() {
  const { client } = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (type: IntegrationType): Promise<IntegrationActivation> => {
      const { data, error, response } = await client.POST('/integration/{integrationType}/sync', {
        params: { path: { integrationType: type } },
      })
      if (!data) throw new IntegrationError(response.status, asApiError(error)?.message ?? null)
      replaceInList(queryClient, data.integration)
      return data
    },
  })
}

/** 'Désactiver'. */
export function useDeactivateIntegration() {
  const { client } = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (integration: Integration & { id: string }): Promise<void> => {
      const { error, response } = await client.DELETE('/integration/{integrationId}', {
        params: { path: { integrationId: integration.id } },
      })
      if (!response.ok) throw new IntegrationError(response.status, asApiError(error)?.message ?? null)
      replaceInList(queryClient, { ...integration, id: null, isActivated: false, activatedAt: null })
    },
  })
}
