// The conversation screens in stories and component tests: app configuration, the signed-in user, a
// vault (or none, as in an impersonated session), the channels API answered in-process by the msw
// handlers of @relais/api-client/msw over the world's store, and the world's realtime.
import { useState, type ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { RouterProvider as AriaRouterProvider } from 'react-aria-components'
import { ApiProvider, createApiClient } from '@relais/api-client'
import { accountUser, messagingHandlers } from '@relais/api-client/msw'
import { Card } from '@relais/ui'
import type { RoleContext } from '@relais/domain'
import { AppConfigProvider } from '../../../core/config/AppConfig.tsx'
import { SignedInContext, type SignedIn } from '../../../core/session/signed-in.tsx'
import { answerWith, STORY_API_URL, storyConfig } from '../../../core/testing/config.ts'
import { VaultContext } from '../../../core/vault/vault-context.tsx'
import { LatestConversations } from '../LatestConversations.tsx'
import { MessagesPage } from '../MessagesPage.tsx'
import { ChatRealtimeContext } from '../realtime-context.tsx'
import type { MessagingWorld } from './messaging-world.ts'
import { PEOPLE } from './messaging-world.ts'

export interface MessagesHarnessProps {
  world: MessagingWorld
  /** '/app/messages' (the page) or '/app' (the dashboard's latest conversations). */
  path?: '/app/messages' | '/app'
  /** The navigation state /app/messages opens with (`{ channelId }`). */
  state?: unknown
  /** An impersonating administrator's session: no vault. */
  impersonated?: boolean
  userType?: 'midwife' | 'doctor'
  /** Slows every API answer (loading states). */
  latency?: number
}

export function MessagesHarness({
  world,
  path = '/app/messages',
  state,
  impersonated = false,
  userType = 'midwife',
  latency = 0,
}: MessagesHarnessProps) {
  const [setup] = useState(() => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const client = createApiClient({
      baseUrl: STORY_API_URL,
      application: 'perinatal',
      envMode: 'LOCAL',
      fetch: answerWith(messagingHandlers(world.store, { latency })),
    })
    const page = (element: ReactNode) => <main aria-label="Page">{element}</main>
    const router = createMemoryRouter(
      [
        { path: '/app/messages', element: page(<MessagesPage />) },
        {
          path: '/app',
          element: page(
            <Card title="Dernières conversations" headingLevel={2}>
              <LatestConversations />
            </Card>,
          ),
        },
      ],
      { initialEntries: [{ pathname: path, state }] },
    )
    const user = accountUser(userType, 'perinatal', { id: PEOPLE.midwife.id })
    const role: RoleContext = { userType, application: 'perinatal', isAdmin: false, country: 'FR' }
    const signedIn: SignedIn = {
      user,
      role,
      organizations: [],
      organization: null,
      selectOrganization: () => {},
    }
    return { queryClient, client, router, signedIn }
  })
  return (
    <AppConfigProvider config={storyConfig('perinatal', 'LOCAL')}>
      <QueryClientProvider client={setup.queryClient}>
        <ApiProvider client={setup.client}>
          <SignedInContext.Provider value={setup.signedIn}>
            <VaultContext.Provider value={impersonated ? null : world.vault}>
              <ChatRealtimeContext.Provider value={world.live.realtime}>
                <AriaRouterProvider navigate={(to) => void setup.router.navigate(to)}>
                  <RouterProvider router={setup.router} />
                </AriaRouterProvider>
              </ChatRealtimeContext.Provider>
            </VaultContext.Provider>
          </SignedInContext.Provider>
        </ApiProvider>
      </QueryClientProvider>
    </AppConfigProvider>
  )
}
