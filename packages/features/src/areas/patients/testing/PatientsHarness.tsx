// The patient screens in stories and component tests: app configuration, the signed-in user and the
// structure they act for, a vault (or none, as in an impersonated session), the API answered
// in-process by the patients store's msw handlers, and a memory router with the area's routes and the
// conversation they open. A render error shows the error screen, as the app's route does.
import { useState, type ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider, useLocation, useRouteError } from 'react-router'
import type { RequestHandler } from 'msw'
import { ApiProvider, createApiClient, type ApplicationName, type User } from '@relais/api-client'
import { accountUser } from '@relais/api-client/msw'
import type { Vault } from '@relais/vault'
import { ErrorScreen, UiProvider } from '@relais/ui'
import { RouterProvider as AriaRouterProvider } from 'react-aria-components'
import { AppConfigProvider } from '../../../core/config/AppConfig.tsx'
import { SignedInContext, type SignedIn } from '../../../core/session/signed-in.tsx'
import { answerWith, STORY_API_URL, storyConfig } from '../../../core/testing/config.ts'
import { VaultContext } from '../../../core/vault/vault-context.tsx'
import { PatientPage } from '../PatientPage.tsx'
import { OrganizationPatientsPage, PatientsPage } from '../PatientsPage.tsx'
import { MIDWIFE_ID, ORGANIZATION } from './patients-world.ts'

export interface PatientsHarnessProps {
  handlers: RequestHandler[]
  /** Where the app starts: '/app/patients', '/app/organization/patients', a patient's page… */
  path?: string
  /** The signed-in account (a midwife of the structure by default). */
  user?: User
  /** The signed-in user's unlocked vault; null as in an impersonated session. */
  vault: Vault | null
  application?: ApplicationName
  /** sessionStorage the app starts with (a draft), written after the harness clears it. */
  session?: Record<string, string>
  /** Component tests have no Storybook preview around them: give them the kit's provider (toasts, fr-FR). */
  withUiProvider?: boolean
  /** Exposes the router, e.g. for a test to read the current location. */
  onRouter?: (router: ReturnType<typeof createMemoryRouter>) => void
}

const midwife = (application: ApplicationName = 'perinatal') =>
  accountUser('midwife', application, { id: MIDWIFE_ID, organizations: [ORGANIZATION] })

function RouteErrorScreen() {
  return <ErrorScreen error={useRouteError()} />
}

/** Where 'Envoyer un message' lands: the conversation named in the navigation state. */
function MessagesDestination() {
  const { state } = useLocation()
  const channelId = (state as { channelId?: string } | null)?.channelId ?? 'aucune'
  return <p>Conversation {channelId}</p>
}

export function PatientsHarness({
  handlers,
  path = '/app/patients',
  user = midwife(),
  vault,
  application = 'perinatal',
  session = {},
  withUiProvider = false,
  onRouter,
}: PatientsHarnessProps) {
  const [setup] = useState(() => {
    sessionStorage.clear()
    for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value)
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
            { path: 'patients', element: page(<PatientsPage />) },
            { path: 'patients/:patientId', element: page(<PatientPage />) },
            { path: 'organization/patients', element: page(<OrganizationPatientsPage />) },
            { path: 'organization/patients/:patientId', element: page(<PatientPage />) },
            { path: 'messages', element: page(<MessagesDestination />) },
            { index: true, element: page(<p>Accueil</p>) },
          ],
        },
      ],
      { initialEntries: [path] },
    )
    onRouter?.(router)
    const signedIn: SignedIn = {
      user,
      role: { userType: user.userType, application, isAdmin: false, country: 'FR' },
      organizations: user.organizations,
      organization: user.organizations[0] ?? null,
      selectOrganization: () => {},
    }
    return { queryClient, client, router, signedIn }
  })
  const navigate = (to: string) => void setup.router.navigate(to)
  const app = (
    <AppConfigProvider config={storyConfig(application, 'LOCAL')}>
      <QueryClientProvider client={setup.queryClient}>
        <ApiProvider client={setup.client}>
          <SignedInContext.Provider value={setup.signedIn}>
            <VaultContext.Provider value={vault}>
              <RouterProvider router={setup.router} />
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
