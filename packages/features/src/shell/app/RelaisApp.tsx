// Everything an app needs around the shared screens: configuration, the API client with its
// session and error interceptors, react-query, the router, the kit's providers and toasts.
import { StrictMode, useState } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router'
import { ApiProvider, asApiError, createApiClient } from '@relais/api-client'
import { resolveRoute, SERVER_ERROR_TOAST } from '@relais/domain'
import { toastQueue, UiProvider } from '@relais/ui'
import { AppConfigProvider, type AppConfig } from '../../core/config/AppConfig.tsx'
import { appRoutes } from './routes.tsx'

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

function createApp(config: AppConfig) {
  const queryClient = createQueryClient()
  const router = createBrowserRouter([{ element: <UiRoot />, children: appRoutes(config.application) }])
  const client = createApiClient({
    baseUrl: config.apiUrl,
    application: config.application,
    envMode: config.envMode,
    onSessionLost: () => {
      queryClient.clear()
      // Public pages (/register, /oauth, /legals…) stay: only those needing a session go to /login.
      const decision = resolveRoute(router.state.location.pathname, {
        signedIn: false,
        userData: 'unauthorized',
      })
      if (decision.kind === 'redirect' && router.state.location.pathname !== '/login') {
        void router.navigate('/login', { replace: true })
      }
    },
    onServerError: () => {
      toastQueue.add(
        { title: SERVER_ERROR_TOAST.title, description: SERVER_ERROR_TOAST.description, variant: 'error' },
        { timeout: 8_000 },
      )
    },
  })
  return { queryClient, router, client }

  function UiRoot() {
    return (
      <UiProvider navigate={(to: string) => void router.navigate(to)}>
        <Outlet />
      </UiProvider>
    )
  }
}

export function RelaisApp({ config }: { config: AppConfig }) {
  const [{ queryClient, router, client }] = useState(() => createApp(config))
  return (
    <StrictMode>
      <AppConfigProvider config={config}>
        <QueryClientProvider client={queryClient}>
          <ApiProvider client={client}>
            <RouterProvider router={router} />
          </ApiProvider>
        </QueryClientProvider>
      </AppConfigProvider>
    </StrictMode>
  )
}
