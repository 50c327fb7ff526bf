// React bindings: one provider holds the fetch client and its react-query twin, so features call
// `useApi()` and never build URLs or headers themselves.
import { createContext, useContext, type ReactNode } from 'react'
import createQueryHooks, { type OpenapiQueryClient } from 'openapi-react-query'
import type { ApiClient, ClientPaths } from './client.ts'

export type ApiQueryHooks = OpenapiQueryClient<ClientPaths>

interface ApiContextValue {
  client: ApiClient
  $api: ApiQueryHooks
}

const ApiContext = createContext<ApiContextValue | null>(null)

export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  // The hooks object is derived from the client once per client.
  const value = useStableValue(client)
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>
}

const cache = new WeakMap<ApiClient, ApiContextValue>()
function useStableValue(client: ApiClient): ApiContextValue {
  return apiOf(client)
}

/** What `useApi()` gives inside a provider of `client`, for code that runs before React renders. */
export function apiOf(client: ApiClient): ApiContextValue {
  let value = cache.get(client)
  if (!value) {
    value = { client, $api: createQueryHooks(client) }
    cache.set(client, value)
  }
  return value
}

export function useApi(): ApiContextValue {
  const value = useContext(ApiContext)
  if (!value) throw new Error('useApi must be used inside <ApiProvider>')
  return value
}
