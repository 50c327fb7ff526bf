// Everything an app needs around the shared screens: configuration, the API client with its
// session and error interceptors, react-query, the router, the kit's providers and toasts.
import { StrictMode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router'
import { ApiProvider, asApiError, createApiClient, type ApiClient } from '@relais/api-client'
import { BRANDS, SUPPORT_EMAIL, type Application } from '@relais/domain'
import { AppConfigProvider, type AppConfig, type RuntimeConfig } from '../../core/config/AppConfig.tsx'
import { appRoutes } from './routes.tsx'

export type AppRouter = ReturnType<typeof createBrowserRouter>

export interface RelaisAppParts {
  queryClient: QueryClient
  router: AppRouter
  client: ApiClient
}

export function appConfig(application: Application, runtime: RuntimeConfig): AppConfig {
  return { application, brand: BRANDS[application], supportEmail: SUPPORT_EMAIL, ...runtime }
}

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // 4xx answers are facts, not glitches: only server errors and network failures are retried.
        retry: (failures, error) => {
          const status = asApiError(error)?.statusCode
          return failures < 2 && (status === undefined || status >= 500)
        },
        refetchOnWindowFocus: false,
      },
    },
  })
}

export interface CreateAppOptions {
  /** The browser's router by default; the prerender passes a memory router at the page it renders. */
  createRouter?: (routes: RouteObject[]) => AppRouter
  /** Tests answer the API in-process. */
  fetch?: typeof globalThis.fetch
}

export function createApp(config: AppConfig, options: CreateAppOptions = {}): RelaisAppParts {
  const queryClient = createQueryClient()
  const router = (options.createRouter ?? createBrowserRouter)([
    {
      // The kit's providers load with the first screen, beside it.
      lazy: async () => ({ Component: (await import('./UiRoot.tsx')).UiRoot }),
      children: appRoutes(config.application),
    },
  ])
  const client = createApiClient({
    baseUrl: config.apiUrl,
    application: config.application,
    envMode: config.envMode,
    fetch: options.fetch,
    onSessionLost: () => {
      queryClient.clear()
      void import('./sessionLost.ts').then(({ leaveWhatNeedsASession }) => leaveWhatNeedsASession(router))
    },
    onServerError: () => {
      void import('./serverError.ts').then(({ announceServerError }) => announceServerError())
    },
  })
  return { queryClient, router, client }
}

/**
 * Resolves once the router has loaded the lazy screens of its first location, so that the first render
 * is that screen rather than the loading one: what a prerendered page needs to be hydrated.
 */
export function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve()
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })
}

export function RelaisApp({ config, app }: { config: AppConfig; app: RelaisAppParts }) {
  return (
    <StrictMode>
      <AppConfigProvider config={config}>
        <QueryClientProvider client={app.queryClient}>
          <ApiProvider client={app.client}>
            <RouterProvider router={app.router} />
          </ApiProvider>
        </QueryClientProvider>
      </AppConfigProvider>
    </StrictMode>
  )
}
