// The agenda in stories and component tests: app configuration, the signed-in account (the demo doctor
// by default), the unlocked vault given (none by default), the API answered in-process by the handlers
// given, and a memory router starting at the agenda's address, showing the agenda or the screen given.
import { useState, type ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import type { RequestHandler } from 'msw'
import { ApiProvider, createApiClient, type User } from '@relais/api-client'
import { accountUser } from '@relais/api-client/msw'
import { UiProvider } from '@relais/ui'
import type { VaultPort } from '@relais/vault'
import { AppConfigProvider } from '../../../core/config/AppConfig.tsx'
import { SignedInContext, type SignedIn } from '../../../core/session/signed-in.tsx'
import { answerWith, STORY_API_URL, storyConfig } from '../../../core/testing/config.ts'
import { VaultContext } from '../../../core/vault/vault-context.tsx'
import { AgendaPage } from '../AgendaPage.tsx'

export const DOCTOR_ID = '9a1b2c3d-4e5f-4a6b-8c7d-000000000001'

export interface AgendaHarnessProps {
  handlers: RequestHandler[]
  /** '/app/agenda?view=day&date=2026-11-26'… */
  path?: string
  user?: User
  /** The signed-in user's unlocked vault: what reads and writes appointments' descriptions. */
  vault?: VaultPort | null
  /** Shown at the agenda's address instead of the agenda (a dialog of it on its own). */
  screen?: ReactNode
  /** Exposes the router, e.g. for a test to read the address. */
  onRouter?: (router: ReturnType<typeof createMemoryRouter>) => void
  /** Component tests have no Storybook preview around them: give them the kit's provider (toasts, fr-FR). */
  withUiProvider?: boolean
}

export function AgendaHarness({
  handlers,
  path = '/app/agenda',
  user = accountUser('doctor', 'perinatal', { id: DOCTOR_ID }),
  vault = null,
  screen,
  onRouter,
  withUiProvider = false,
}: AgendaHarnessProps) {
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
          path: '/app/agenda',
          element: <main aria-label="Page">{screen ?? <AgendaPage />}</main>,
        },
      ],
      { initialEntries: [path] },
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
            <VaultContext.Provider value={vault}>
              <RouterProvider router={setup.router} />
            </VaultContext.Provider>
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
