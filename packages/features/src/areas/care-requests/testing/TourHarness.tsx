// The nurse's 'Tournée de consultations' in stories and component tests: his account signed in (a
// mobility nurse of Côte d'Ivoire), his vault or none, the API answered in-process by msw handlers, the
// page alone.
import { useState } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { RequestHandler } from 'msw'
import { ApiProvider, createApiClient } from '@relais/api-client'
import { UiProvider } from '@relais/ui'
import type { VaultPort } from '@relais/vault'
import { AppConfigProvider } from '../../../core/config/AppConfig.tsx'
import { SignedInContext, type SignedIn } from '../../../core/session/signed-in.tsx'
import { answerWith, STORY_API_URL, storyConfig } from '../../../core/testing/config.ts'
import { VaultContext } from '../../../core/vault/vault-context.tsx'
import { ServiceRequestTourPage } from '../tour/ServiceRequestTourPage.tsx'
import { tourNurse } from './tour-world.ts'

interface TourHarnessProps {
  handlers: RequestHandler[]
  /** His unlocked vault; null as in an impersonated session. */
  vault: VaultPort | null
  /** Component tests have no Storybook preview around them: give them the kit's provider (toasts). */
  withUiProvider?: boolean
}

export function TourHarness({ handlers, vault, withUiProvider = false }: TourHarnessProps) {
  const [setup] = useState(() => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const client = createApiClient({
      baseUrl: STORY_API_URL,
      application: 'mobility',
      envMode: 'LOCAL',
      fetch: answerWith(handlers),
    })
    const signedIn: SignedIn = {
      user: tourNurse,
      role: { userType: 'assistant', application: 'mobility', isAdmin: false, country: 'CI' },
      organizations: [],
      organization: null,
      selectOrganization: () => {},
    }
    return { queryClient, client, signedIn }
  })
  const page = (
    <AppConfigProvider config={storyConfig('mobility', 'LOCAL')}>
      <QueryClientProvider client={setup.queryClient}>
        <ApiProvider client={setup.client}>
          <SignedInContext.Provider value={setup.signedIn}>
            <VaultContext.Provider value={vault}>
              <main aria-label="Page">
                <ServiceRequestTourPage />
              </main>
            </VaultContext.Provider>
          </SignedInContext.Provider>
        </ApiProvider>
      </QueryClientProvider>
    </AppConfigProvider>
  )
  return withUiProvider ? <UiProvider>{page}</UiProvider> : page
}
