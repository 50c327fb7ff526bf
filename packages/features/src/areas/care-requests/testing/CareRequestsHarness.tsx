// The care-request screens in stories and component tests: app configuration, the structure's account
// signed in, its vault (or none, as in an impersonated session), the API answered in-process by msw
// handlers, and a memory router holding the area's own routes (lazy, as in the apps: the list, the
// wizard and /wizardPEC). A render error shows the error screen, as the app's route does.
import { useState, type ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router'
import { RouterProvider as AriaRouterProvider } from 'react-aria-components'
import type { RequestHandler } from 'msw'
import { ApiProvider, createApiClient, type User } from '@relais/api-client'
import type { VaultPort } from '@relais/vault'
import { ErrorScreen, UiProvider } from '@relais/ui'
import { AppConfigProvider } from '../../../core/config/AppConfig.tsx'
import { SignedInContext, type SignedIn } from '../../../core/session/signed-in.tsx'
import { answerWith, STORY_API_URL, storyConfig } from '../../../core/testing/config.ts'
import { VaultContext } from '../../../core/vault/vault-context.tsx'
import { area } from '../routes.ts'
import { structureAccount } from './care-requests-world.ts'

export interface CareRequestsHarnessProps {
  handlers: RequestHandler[]
  /** Where the app starts: the wizard by default. */
  path?: string
  /** The signed-in account (the structure's own by default). */
  user?: User
  /** The signed-in user's unlocked vault; null as in an impersonated session. */
  vault: VaultPort | null
  /** Component tests have no Storybook preview around them: give them the kit's provider (toasts, fr-FR). */
  withUiProvider?: boolean
  /** Exposes the router, e.g. for a test to read the current location. */
  onRouter?: (router: ReturnType<typeof createMemoryRouter>) => void
  /** Shown at the wizard's address instead of its page (a story's wizard at a given step). */
  wizard?: ReactNode
}

function RouteErrorScreen() {
  return <ErrorScreen error={useRouteError()} />
}

export function CareRequestsHarness({
  handlers,
  path = '/app/organization/requests/new',
  user = structureAccount,
  vault,
  withUiProvider = false,
  onRouter,
  wizard,
}: CareRequestsHarnessProps) {
  const [setup] = useState(() => {
    sessionStorage.clear()
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const client = createApiClient({
      baseUrl: STORY_API_URL,
      application: 'perinatal',
      envMode: 'LOCAL',
      fetch: answerWith(handlers),
    })
    const appRoutes = (area.appRoutes ?? []).map((route) =>
      wizard && route.path === 'organization/requests/new' ? { path: route.path, element: wizard } : route,
    )
    const router = createMemoryRouter(
      [
        ...(area.routes ?? []),
        { path: '/app', errorElement: <RouteErrorScreen />, children: appRoutes },
        // Another area's page, where a screen of this one leads (the external practitioners' page).
        { path: '*', element: <p>Autre page</p> },
      ],
      { initialEntries: [path] },
    )
    onRouter?.(router)
    const signedIn: SignedIn = {
      user,
      role: { userType: user.userType, application: 'perinatal', isAdmin: false, country: 'FR' },
      organizations: user.organizations,
      organization: user.organizations[0] ?? null,
      selectOrganization: () => {},
    }
    return { queryClient, client, router, signedIn }
  })
  const navigate = (to: string) => void setup.router.navigate(to)
  const app = (
    <AppConfigProvider config={storyConfig('perinatal', 'LOCAL')}>
      <QueryClientProvider client={setup.queryClient}>
        <ApiProvider client={setup.client}>
          <SignedInContext.Provider value={setup.signedIn}>
            <VaultContext.Provider value={vault}>
              <main aria-label="Page">
                <RouterProvider router={setup.router} />
              </main>
            </VaultContext.Provider>
          </SignedInContext.Provider>
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
