// 'Paramètres de l'agenda' in stories and component tests: app configuration, the signed-in account (the
// demo doctor by default), the API answered in-process by the handlers given, and a memory router at
// /app/agenda/settings with the agenda behind it, where 'Retour' leads.
import { useState } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { RequestHandler } from 'msw'
import { ApiProvider, createApiClient, type User } from '@relais/api-client'
import { accountUser } from '@relais/api-client/msw'
import { UiProvider } from '@relais/ui'
import { AppConfigProvider } from '../../../../core/config/AppConfig.tsx'
import { SignedInContext, type SignedIn } from '../../../../core/session/signed-in.tsx'
import { answerWith, STORY_API_URL, storyConfig } from '../../../../core/testing/config.ts'
import { AgendaSettingsPage, type AgendaSettingsPageProps } from '../AgendaSettingsPage.tsx'

export const PRACTITIONER_ID = '9a1b2c3d-4e5f-4a6b-8c7d-000000000001'
const SETTINGS_PATH = '/app/agenda/settings'

interface AgendaSettingsHarnessProps extends AgendaSettingsPageProps {
  handlers: RequestHandler[]
  user?: User
  /** Exposes the router, e.g. for a test to read the address. */
  onRouter?: (router: ReturnType<typeof createMemoryRouter>) => void
  /** Component tests have no Storybook preview around them: give them the kit's provider (toasts, fr-FR). */
  withUiProvider?: boolean
}

export function AgendaSettingsHarness({
  handlers,
  user = accountUser('doctor', 'perinatal', { id: PRACTITIONER_ID }),
  onRouter,
  withUiProvider = false,
  ...pageProps
}: AgendaSettingsHarnessProps) {
  const [setup] = useState(() => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const client = createApiClient({
      baseUrl: STORY_API_URL,
      application: user.application,
      envMode: 'LOCAL',
      fetch: answerWith(handlers),
    })
    const router = createMemoryRouter(
      [
        {
          path: SETTINGS_PATH,
          element: (
            <main aria-label="Page">
              <AgendaSettingsPage {...pageProps} />
            </main>
          ),
        },
        {
          path: '/app/agenda',
          element: (
            <main aria-label="Page">
              <h1>Agenda</h1>
            </main>
          ),
        },
      ],
      { initialEntries: [SETTINGS_PATH] },
    )
    onRouter?.(router)
    const signedIn: SignedIn = {
      user,
      role: { userType: user.userType, application: user.application, isAdmin: false, country: 'FR' },
      organizations: user.organizations,
      organization: user.organizations[0] ?? null,
      selectOrganization: () => {},
    }
    return { queryClient, client, router, signedIn }
  })
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
    <UiProvider navigate={(to) => void setup.router.navigate(to)}>{app}</UiProvider>
  ) : (
    app
  )
}
