// The 'Guides' screens in stories and component tests: app configuration, the API answered in-process
// by the guides store's msw handlers, and a memory router with the area's routes and a page an internal
// link of a guide leads to.
import { useState, type ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider, useLocation, useRouteError } from 'react-router'
import { RouterProvider as AriaRouterProvider } from 'react-aria-components'
import type { RequestHandler } from 'msw'
import { ApiProvider, createApiClient, type ApplicationName } from '@relais/api-client'
import { ErrorScreen, UiProvider } from '@relais/ui'
import { AppConfigProvider } from '../../../core/config/AppConfig.tsx'
import { answerWith, STORY_API_URL, storyConfig } from '../../../core/testing/config.ts'
import { GuidePage } from '../GuidePage.tsx'
import { GuidesPage } from '../GuidesPage.tsx'

export interface GuidesHarnessProps {
  handlers: RequestHandler[]
  /** Where the app starts: '/app/ressources' or a guide's page. */
  path?: string
  application?: ApplicationName
  /** Component tests have no Storybook preview around them: give them the kit's provider. */
  withUiProvider?: boolean
  /** Exposes the router, e.g. for a test to read the current location. */
  onRouter?: (router: ReturnType<typeof createMemoryRouter>) => void
}

function RouteErrorScreen() {
  return <ErrorScreen error={useRouteError()} />
}

/** Any other page of the app, named by its path. */
function Destination() {
  return <p>Page {useLocation().pathname}</p>
}

export function GuidesHarness({
  handlers,
  path = '/app/ressources',
  application = 'perinatal',
  withUiProvider = false,
  onRouter,
}: GuidesHarnessProps) {
  const [setup] = useState(() => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const client = createApiClient({
      baseUrl: STORY_API_URL,
      application,
      envMode: 'LOCAL',
      fetch: answerWith(handlers),
    })
    const page = (element: ReactNode) => <main aria-label="Page">{element}</main>
    const router = createMemoryRouter(
      [
        {
          path: '/app',
          errorElement: <RouteErrorScreen />,
          children: [
            { path: 'ressources', element: page(<GuidesPage />) },
            { path: 'ressources/:slug', element: page(<GuidePage />) },
            { path: '*', element: page(<Destination />) },
          ],
        },
      ],
      { initialEntries: [path] },
    )
    onRouter?.(router)
    return { queryClient, client, router }
  })
  const navigate = (to: string) => void setup.router.navigate(to)
  const app = (
    <AppConfigProvider config={storyConfig(application, 'LOCAL')}>
      <QueryClientProvider client={setup.queryClient}>
        <ApiProvider client={setup.client}>
          <RouterProvider router={setup.router} />
        </ApiProvider>
      </QueryClientProvider>
    </AppConfigProvider>
  )
  return withUiProvider ? (
    <UiProvider navigate={navigate}>{app}</UiProvider>
  ) : (
    <AriaRouterProvider navigate={navigate}>{app}</AriaRouterProvider>
  )
}
