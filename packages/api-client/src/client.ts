// The typed fetch client every feature uses. It adds the two headers the API requires on every call,
// sends the session cookie, refreshes the session once on a 401 and retries, and reports 500s.
import createClient, { type Client, type Middleware } from 'openapi-fetch'
import type { FileTransfers } from './files.ts'
import type { paths, components } from './schema.gen.ts'

export type ApplicationName = components['schemas']['ApplicationName']
export type EnvMode = components['schemas']['EnvMode']

/**
 * The spec declares `X-Application-Name` and `X-Env-Mode` on every operation (optional only on
 * `GET /health`, for load balancers' probes); the client's middleware adds them to every call, so
 * callers' types do not ask for them.
 */
export type ClientPaths = {
  [Path in keyof paths]: {
    [Method in keyof paths[Path]]: paths[Path][Method] extends { parameters: infer Params }
      ? Omit<paths[Path][Method], 'parameters'> & { parameters: Omit<Params, 'header'> & { header?: never } }
      : paths[Path][Method]
  }
}
/** The typed client, and file transfers with progress (`files`) under the same headers and session. */
export type ApiClient = Client<ClientPaths> & { files: FileTransfers }

export interface ApiClientOptions {
  baseUrl: string
  application: ApplicationName
  envMode: EnvMode
  /** Called once a 401 could not be cured by a refresh: the session is gone. */
  onSessionLost?: () => void
  /** Called on any 5xx answer, e.g. to show the spec's error toast. */
  onServerError?: (response: Response) => void
  fetch?: typeof globalThis.fetch
}

// Calls whose 401 means "wrong credentials", not "session expired": never refresh on them.
const NO_REFRESH = ['/auth/passwordless/code', '/auth/passwordless/consume', '/auth/refresh', '/auth/logout']

export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetch ?? ((input: Request) => globalThis.fetch(input))
  const client = createClient<ClientPaths>({
    baseUrl: options.baseUrl,
    credentials: 'include',
    fetch: fetchImpl,
  })
  const retryCopies = new Map<string, Request>()
  let refreshing: Promise<boolean> | null = null

  // Concurrent 401s share one refresh call.
  const refreshOnce = () => {
    refreshing ??= client
      .POST('/auth/refresh')
      .then(({ response }) => response.ok)
      .catch(() => false)
      .finally(() => {
        refreshing = null
      })
    return refreshing
  }

  const middleware: Middleware = {
    onRequest({ request, schemaPath, id }) {
      request.headers.set('X-Application-Name', options.application)
      request.headers.set('X-Env-Mode', options.envMode)
      if (!NO_REFRESH.includes(schemaPath)) retryCopies.set(id, request.clone())
      return request
    },
    async onResponse({ response, schemaPath, id }) {
      const copy = retryCopies.get(id)
      retryCopies.delete(id)
      if (response.status === 401 && copy && !NO_REFRESH.includes(schemaPath)) {
        if (await refreshOnce()) {
          const retried = await fetchImpl(copy)
          if (retried.status !== 401) return retried
        }
        options.onSessionLost?.()
        return response
      }
      if (response.status >= 500) options.onServerError?.(response)
      return response
    },
    onError({ id }) {
      retryCopies.delete(id)
    },
  }
  client.use(middleware)
  // The transfers' code (XMLHttpRequest uploads with progress, downloads gathered in parts) loads with
  // the first transfer: the app's start, which every page waits for, does without it.
  let transfers: Promise<FileTransfers> | undefined
  const loadTransfers = () =>
    (transfers ??= import('./files.ts').then(({ fileTransfers }) =>
      fileTransfers({
        baseUrl: options.baseUrl,
        application: options.application,
        envMode: options.envMode,
        fetch: fetchImpl,
        refresh: refreshOnce,
        onSessionLost: options.onSessionLost,
      }),
    ))
  const files: FileTransfers = {
    upload: async (path, form, transferOptions) =>
      (await loadTransfers()).upload(path, form, transferOptions),
    download: async (path, downloadOptions) => (await loadTransfers()).download(path, downloadOptions),
  }
  return Object.assign(client, { files })
}
