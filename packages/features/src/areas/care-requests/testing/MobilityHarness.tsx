// A mobility screen in stories and component tests: the given account signed in, its vault or none,
// the API answered in-process by msw handlers, the socket played in memory when given, the screen alone.
import { useState, type ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { RequestHandler } from 'msw'
import { ApiProvider, createApiClient, type User } from '@relais/api-client'
import { UiProvider } from '@relais/ui'
import type { VaultPort } from '@relais/vault'
import { AppConfigProvider } from '../../../core/config/AppConfig.tsx'
import { SignedInContext, type SignedIn } from '../../../core/session/signed-in.tsx'
import { answerWith, STORY_API_URL, storyConfig } from '../../../core/testing/config.ts'
import { VaultContext } from '../../../core/vault/vault-context.tsx'
import { ChatRealtimeContext, type memoryRealtime } from '../../messaging/index.ts'

export interface MobilityHarnessProps {
  handlers: RequestHandler[]
  user: User
  /** The account's address country: the nurse's tour is for Côte d'Ivoire. */
  country: 'FR' | 'CI'
  /** The signed-in user's unlocked vault; null as in an impersonated session. */
  vault: VaultPort | null
  /** The socket, played in memory: a test publishes the API's notices on it. */
  realtime?: ReturnType<typeof memoryRealtime>
  /** Component tests have no Storybook preview around them: give them the kit's provider (toasts). */
  withUiProvider?: boolean
  children: ReactNode
}

export function MobilityHarness({
  handlers,
  user,
  country,
  vault,
  realtime,
  withUiProvider = false,
  children,
}: MobilityHarnessProps) {
  const [setup] = useState(() => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const client = createApiClient({
      baseUrl: STORY_API_URL,
      application: 'mobility',
      envMode: 'LOCAL',
      fetch: answerWith(handlers),
    })
    const signedIn: SignedIn = {
      user,
      role: { userType: user.userType, application: 'mobility', isAdmin: false, country },
      organizations: user.organizations,
      organization: user.organizations[0] ?? null,
      selectOrganization: () => {},
    }
    return { queryClient, client, signedIn }
  })
  const main = <main aria-label="Page">{children}</main>
  const page = (
    <AppConfigProvider config={storyConfig('mobility', 'LOCAL')}>
      <QueryClientProvider client={setup.queryClient}>
        <ApiProvider client={setup.client}>
          <SignedInContext.Provider value={setup.signedIn}>
            <VaultContext.Provider value={vault}>
              {realtime ? (
                <ChatRealtimeContext.Provider value={realtime.realtime}>{main}</ChatRealtimeContext.Provider>
              ) : (
                main
              )}
            </VaultContext.Provider>
          </SignedInContext.Provider>
        </ApiProvider>
      </QueryClientProvider>
    </AppConfigProvider>
  )
  return withUiProvider ? <UiProvider>{page}</UiProvider> : page
}
