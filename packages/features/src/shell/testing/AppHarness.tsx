// The signed-in app in stories and component tests: the real /app shell (guard, layout) around the real
// pages, on a memory router, with an API client answered by msw handlers. Stories let the msw addon
// intercept fetch; component tests pass `handlers`, answered in-process (no service worker needed).
import { useState } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router'
import { RouterProvider as AriaRouterProvider } from 'react-aria-components'
import type { RequestHandler } from 'msw'
import { ApiProvider, createApiClient, type ApplicationName, type EnvMode } from '@relais/api-client'
import { notificationHandlers } from '@relais/api-client/msw'
import { UiProvider } from '@relais/ui'
import { AppConfigProvider } from '../../core/config/AppConfig.tsx'
import { RequireUser } from '../RequireUser.tsx'
import { unlockWithoutVault, type VaultUnlock } from '../vault-unlock.ts'
import { FeatureNotReadyPage } from '../FeatureNotReadyPage.tsx'
import { PendingActivationPage } from '../PendingActivationPage.tsx'
import { DashboardPage } from '../../areas/dashboard/index.ts'
import { AdminPage, PendingAccountsPage } from '../../areas/admin/index.ts'
import { SettingsPage } from '../../areas/accounts/index.ts'
import { IntegrationCallbackPage } from '../../areas/integrations/index.ts'
import { JoinOrganizationPage } from '../../areas/organizations/index.ts'
import { StatisticsPage } from '../../areas/statistics/index.ts'
import {
  DispatchMapPage,
  OrganizationRequestsPage,
  PractitionerRequestsPage,
} from '../../areas/care-requests/index.ts'
import { CheckupResultsPage } from '../../areas/checkups/index.ts'
import { answerWith, STORY_API_URL, storyConfig } from '../../core/testing/config.ts'

function appHarnessRoutes(unlockVault?: VaultUnlock | 'real'): RouteObject[] {
  const destination = (path: string) => ({
    path,
    element: <main aria-label="Destination">Page {path}</main>,
  })
  return [
    {
      path: '/app',
      // Other screens' stories and tests have no key services: no vault, unless a test asks for the real unlock.
      element: (
        <RequireUser unlockVault={unlockVault === 'real' ? undefined : (unlockVault ?? unlockWithoutVault)} />
      ),
      children: [
        { index: true, element: <DashboardPage /> },
        { path: 'admin', element: <AdminPage /> },
        { path: 'admin/pending-organizations', element: <PendingAccountsPage /> },
        { path: 'admin/patient-check-result', element: <CheckupResultsPage /> },
        { path: 'user/settings', element: <SettingsPage /> },
        { path: 'user/settings/integrations/:integrationType', element: <IntegrationCallbackPage /> },
        { path: 'join-organization', element: <JoinOrganizationPage /> },
        { path: 'organization/statistics', element: <StatisticsPage /> },
        { path: 'organization/requests', element: <OrganizationRequestsPage /> },
        { path: 'requests', element: <PractitionerRequestsPage /> },
        { path: 'map', element: <DispatchMapPage /> },
        { path: '*', element: <FeatureNotReadyPage /> },
      ],
    },
    { path: '/pending-activation', element: <PendingActivationPage /> },
    destination('/login'),
    destination('/new-user'),
    destination('/logout'),
    destination('/legals/*'),
  ]
}

export interface AppHarnessProps {
  application?: ApplicationName
  envMode?: EnvMode
  path?: string
  /** Component tests: answer the API with these msw handlers in-process. Stories omit it. */
  handlers?: RequestHandler[]
  /** Component tests have no Storybook preview around them: give them the kit's provider (toasts). */
  withUiProvider?: boolean
  /** Browser storage the app starts with (written after the harness clears it). */
  storage?: Record<string, string>
  /** Stands in for the vault unlock (default: no vault); 'real' runs it over the msw handlers. */
  unlockVault?: VaultUnlock | 'real'
  /** Exposes the router, e.g. for a test to read the current location. */
  onRouter?: (router: ReturnType<typeof createMemoryRouter>) => void
}

export function AppHarness({
  application = 'perinatal',
  envMode = 'LOCAL',
  path = '/app',
  handlers,
  withUiProvider = false,
  storage = {},
  unlockVault,
  onRouter,
}: AppHarnessProps) {
  const [state] = useState(() => {
    localStorage.clear()
    sessionStorage.clear()
    for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value)
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const client = createApiClient({
      baseUrl: STORY_API_URL,
      application,
      envMode,
      // Every signed-in page's bell reads its page: an empty one unless the test answers it.
      fetch: handlers ? answerWith([...handlers, ...notificationHandlers.none]) : undefined,
    })
    const router = createMemoryRouter(appHarnessRoutes(unlockVault), { initialEntries: [path] })
    onRouter?.(router)
    return { queryClient, client, router }
  })
  const navigate = (to: string) => void state.router.navigate(to)
  const app = (
    <AppConfigProvider config={storyConfig(application, envMode)}>
      <QueryClientProvider client={state.queryClient}>
        <ApiProvider client={state.client}>
          <RouterProvider router={state.router} />
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
