// A screen under /app without the shell, for tests and stories of the vault's users (the medical record,
// the dashboard's cards): registered vaults on one in-memory key directory (each with its own IndexedDB
// store), and the providers their hooks read — the API client answered in-process by msw handlers, the
// signed-in user and the unlocked vault.
import { useState, type ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { RequestHandler } from 'msw'
import {
  ApiProvider,
  createApiClient,
  type ApiClient,
  type ApplicationName,
  type User,
} from '@relais/api-client'
import { accountUser } from '@relais/api-client/msw'
import type { MemoryKeyDirectory, Vault } from '@relais/vault'
import { testWorld } from '@relais/vault/testing'
import { AppConfigProvider } from '../config/AppConfig.tsx'
import { SignedInContext, type SignedIn } from '../session/signed-in.tsx'
import { answerWith, STORY_API_URL, storyConfig } from './config.ts'
import { VaultContext } from '../vault/vault-context.tsx'

export interface VaultWorld {
  directory: MemoryKeyDirectory
  /** A registered user's unlocked vault. */
  register(userId: string): Promise<Vault>
}

export function vaultWorld(): VaultWorld {
  const { directory, register } = testWorld()
  return { directory, register }
}

/** An API client whose requests msw answers in-process (no service worker). */
export function clientAnswering(handlers: RequestHandler[]): ApiClient {
  return createApiClient({
    baseUrl: STORY_API_URL,
    application: 'perinatal',
    envMode: 'LOCAL',
    fetch: answerWith(handlers),
  })
}

export const PATIENT_ID = '3f6c2a1e-8d4b-4c1a-9e2f-6b7a8c9d0e1f'

/** The perinatal patient of the account handlers, with `id`. */
export function patientUser(id = PATIENT_ID): User {
  return accountUser('patient', 'perinatal', { id })
}

export function RecordProviders({
  vault,
  user = patientUser(),
  application = 'perinatal',
  handlers,
  children,
}: {
  vault: Vault | null
  user?: User
  /** The mode the screen runs in (its capabilities): perinatal unless said otherwise. */
  application?: ApplicationName
  /** Component tests: answered in-process. Stories leave it out: the msw addon intercepts fetch. */
  handlers?: RequestHandler[]
  children: ReactNode
}) {
  const [state] = useState(() => ({
    config: storyConfig(application, 'LOCAL', 'test'),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    client: handlers
      ? clientAnswering(handlers)
      : createApiClient({ baseUrl: STORY_API_URL, application: 'perinatal', envMode: 'LOCAL' }),
  }))
  const role = { userType: user.userType, application: user.application, isAdmin: false }
  const signedIn: SignedIn = {
    user,
    role,
    organizations: user.organizations,
    organization: user.organizations[0] ?? null,
    selectOrganization: () => undefined,
  }
  return (
    <AppConfigProvider config={state.config}>
      <QueryClientProvider client={state.queryClient}>
        <ApiProvider client={state.client}>
          <SignedInContext.Provider value={signedIn}>
            <VaultContext.Provider value={vault}>{children}</VaultContext.Provider>
          </SignedInContext.Provider>
        </ApiProvider>
      </QueryClientProvider>
    </AppConfigProvider>
  )
}
