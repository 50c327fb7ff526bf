// Component tests' frame: the app's providers around a memory router, and an API client whose fetch
// is answered by msw handlers in the page itself (no service worker needed). Unlike StoryShell it
// keeps sessionStorage, so a test can reload a screen and find its draft.
import { useState, type ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { getResponse, type RequestHandler } from 'msw'
import { ApiProvider, createApiClient, type ApplicationName } from '@relais/api-client'
import { AppConfigProvider, type AppConfig } from '../../../../core/config/AppConfig.tsx'

export interface OnboardingHarnessProps {
  application?: ApplicationName
  handlers: RequestHandler[]
  routes: RouteObject[]
  initialPath: string
}

/** Where the screens navigate to, named so a test can find them. */
const destinations: RouteObject[] = ['/app', '/login', '/new-user'].map((path) => ({
  path,
  element: <main aria-label="Destination">Page {path}</main>,
}))

export function OnboardingHarness({
  application = 'perinatal',
  handlers,
  routes,
  initialPath,
}: OnboardingHarnessProps) {
  const [state] = useState(() => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const client = createApiClient({
      baseUrl: 'http://api.relais.test',
      application,
      envMode: 'PROD',
      fetch: async (input: RequestInfo | URL, init?: RequestInit) =>
        (await getResponse(handlers, input instanceof Request ? input : new Request(input, init))) ??
        new Response(JSON.stringify({ statusCode: 404, error: 'Not Found', message: 'unhandled' }), {
          status: 404,
          headers: { 'Content-Type': 'application/json' },
        }),
    })
    const paths = new Set(routes.map((r) => r.path))
    const router = createMemoryRouter([...routes, ...destinations.filter((d) => !paths.has(d.path))], {
      initialEntries: [initialPath],
    })
    return { queryClient, client, router }
  })
  const config: AppConfig = {
    application,
    envMode: 'PROD',
    apiUrl: 'http://api.relais.test',
    version: 'test',
    brand: { name: 'Relais', tagline: 'Tests' },
    supportEmail: 'support@relais-sante.fr',
  }
  return (
    <AppConfigProvider config={config}>
      <QueryClientProvider client={state.queryClient}>
        <ApiProvider client={state.client}>
          <RouterProvider router={state.router} />
        </ApiProvider>
      </QueryClientProvider>
    </AppConfigProvider>
  )
}

export function page(children: ReactNode, path = '/new-user'): RouteObject[] {
  return [{ path, element: children }]
}
