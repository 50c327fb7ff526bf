// Everything an app needs around the shared screens: configuration, the API client with its
// session and error interceptors, react-query, the router, the kit's providers and toasts.
import { lazy, StrictMode, Suspense, useEffect, useState } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createBrowserRouter, Outlet, RouterProvider, type RouteObject } from 'react-router'
import { I18nProvider, RouterProvider as AriaRouterProvider } from 'react-aria-components'
import { ApiProvider, asApiError, createApiClient, type ApiClient } from '@relais/api-client'
import { BRANDS, SERVER_ERROR_TOAST, SUPPORT_EMAIL, type Application } from '@relais/domain'
import { toastQueue } from '@relais/ui/Toast'
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
    { element: <UiRoot />, children: appRoutes(config.application) },
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
      toastQueue.add(
        { title: SERVER_ERROR_TOAST.title, description: SERVER_ERROR_TOAST.description, variant: 'error' },
        { timeout: 8_000 },
      )
    },
  })
  return { queryClient, router, client }

  /**
   * What the kit's UiProvider sets up (French for react-aria, its links through the router, the toasts),
   * but with the toasts' region loaded with the first toast: it brings react-aria's toasts, landmarks
   * and their translations, which the app's start need not carry.
   */
  function UiRoot() {
    return (
      <I18nProvider locale="fr-FR">
        <AriaRouterProvider navigate={(to: string) => void router.navigate(to)}>
          <Outlet />
          <Toasts />
        </AriaRouterProvider>
      </I18nProvider>
    )
  }
}

const ToastRegion = lazy(async () => ({ default: (await import('./ToastRegion.ts')).ToastRegion }))

/**
 * The region holding the toasts, as UiProvider renders it, but loaded with the first toast: a page
 * rarely opens with one. The region renders nothing without a toast, so it exists from the first one
 * either way, and that toast is announced the same.
 */
function Toasts() {
  const [shown, setShown] = useState(() => toastQueue.queue.visibleToasts.length > 0)
  useEffect(() => {
    if (shown) return
    return toastQueue.queue.subscribe(() => setShown(true))
  }, [shown])
  return shown ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null
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
