// A mobility patient's home visit in stories and component tests: her account signed in (Awa Koné, of
// Abidjan), her vault or none, the API answered in-process by msw handlers, the section alone.
import { useState, type ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { RequestHandler } from 'msw'
import { ApiProvider, createApiClient } from '@relais/api-client'
import { accountUser, HOME_VISIT_PATIENT } from '@relais/api-client/msw'
import type { VaultPort } from '@relais/vault'
import { AppConfigProvider } from '../../../core/config/AppConfig.tsx'
import { SignedInContext, type SignedIn } from '../../../core/session/signed-in.tsx'
import { answerWith, STORY_API_URL, storyConfig } from '../../../core/testing/config.ts'
import { VaultContext } from '../../../core/vault/vault-context.tsx'
import { ChatRealtimeContext, type memoryRealtime } from '../../messaging/index.ts'
import type { Address } from '../../places/index.ts'
import { HomeVisit } from '../home-visit/HomeVisitSection.tsx'

const HOME_VISIT_ADDRESS: Address = {
  text: 'Boulevard Latrille, Cocody, Abidjan, Côte d’Ivoire',
  streetName: 'boulevard Latrille',
  district: 'Cocody',
  city: 'Abidjan',
  country: 'CI',
  coordinates: { latitude: 5.3599, longitude: -3.9869 },
}

export const homeVisitPatient = accountUser('patient', 'mobility', {
  id: HOME_VISIT_PATIENT.id,
})

export function HomeVisitHarness({
  handlers,
  vault,
  address = HOME_VISIT_ADDRESS,
  realtime,
  children,
}: {
  handlers: RequestHandler[]
  vault: VaultPort | null
  address?: Address
  /** The socket, played in memory: a test publishes the API's notices on it. */
  realtime: ReturnType<typeof memoryRealtime>
  /** Shown instead of the dashboard's section (another screen of hers). */
  children?: ReactNode
}) {
  const [setup] = useState(() => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const client = createApiClient({
      baseUrl: STORY_API_URL,
      application: 'mobility',
      envMode: 'LOCAL',
      fetch: answerWith(handlers),
    })
    const signedIn: SignedIn = {
      user: homeVisitPatient,
      role: { userType: 'patient', application: 'mobility', isAdmin: false, country: 'CI' },
      organizations: [],
      organization: null,
      selectOrganization: () => {},
    }
    return { queryClient, client, signedIn }
  })
  return (
    <AppConfigProvider config={storyConfig('mobility', 'LOCAL')}>
      <QueryClientProvider client={setup.queryClient}>
        <ApiProvider client={setup.client}>
          <SignedInContext.Provider value={setup.signedIn}>
            <VaultContext.Provider value={vault}>
              <ChatRealtimeContext.Provider value={realtime.realtime}>
                <main aria-label="Page">
                  <h1>Visite à domicile</h1>
                  {children ?? <HomeVisit address={address} />}
                </main>
              </ChatRealtimeContext.Provider>
            </VaultContext.Provider>
          </SignedInContext.Provider>
        </ApiProvider>
      </QueryClientProvider>
    </AppConfigProvider>
  )
}
