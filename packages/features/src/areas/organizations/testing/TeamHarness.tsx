// The 'Équipe' screens in stories and component tests: app configuration, the signed-in user and the
// structure they act for, the API answered in-process by the team store's msw handlers, and a memory
// router with the area's team routes.
import { useState, type ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router'
import { RouterProvider as AriaRouterProvider } from 'react-aria-components'
import type { RequestHandler } from 'msw'
import { ApiProvider, createApiClient, type User } from '@relais/api-client'
import { accountUser } from '@relais/api-client/msw'
import { ErrorScreen, UiProvider } from '@relais/ui'
import { AppConfigProvider } from '../../../core/config/AppConfig.tsx'
import { SignedInContext, type SignedIn } from '../../../core/session/signed-in.tsx'
import { answerWith, STORY_API_URL, storyConfig } from '../../../core/testing/config.ts'
import { ExternalPractitionersPage } from '../ExternalPractitionersPage.tsx'
import { TeamMemberPage } from '../TeamMemberPage.tsx'
import { TeamPage } from '../TeamPage.tsx'

export interface TeamHarnessProps {
  handlers: RequestHandler[]
  /** Where the app starts: '/app/organization/team', a member's page or 'Praticiens externes'. */
  path?: string
  /** The signed-in account (the maternity's, its manager, by default). */
  user?: User
  /** Component tests have no Storybook preview around them: give them the kit's provider. */
  withUiProvider?: boolean
}

function RouteErrorScreen() {
  return <ErrorScreen error={useRouteError()} />
}

export function TeamHarness({
  handlers,
  path = '/app/organization/team',
  user = accountUser('organization'),
  withUiProvider = false,
}: TeamHarnessProps) {
  const [setup] = useState(() => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const client = createApiClient({
      baseUrl: STORY_API_URL,
      application: user.application,
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
            { path: 'organization/team', element: page(<TeamPage />) },
            { path: 'organization/team/:memberId', element: page(<TeamMemberPage />) },
            { path: 'organization/external-practitioners', element: page(<ExternalPractitionersPage />) },
          ],
        },
      ],
      { initialEntries: [path] },
    )
    const signedIn: SignedIn = {
      user,
      role: { userType: user.userType, application: user.application, isAdmin: false, country: 'FR' },
      organizations: user.organizations,
      organization: user.organizations[0] ?? null,
      selectOrganization: () => {},
    }
    return { queryClient, client, router, signedIn }
  })
  const navigate = (to: string) => void setup.router.navigate(to)
  const app = (
    <AppConfigProvider config={storyConfig(user.application, 'LOCAL')}>
      <QueryClientProvider client={setup.queryClient}>
        <ApiProvider client={setup.client}>
          <SignedInContext.Provider value={setup.signedIn}>
            <RouterProvider router={setup.router} />
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
