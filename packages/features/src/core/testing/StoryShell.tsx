// Everything a feature screen needs around it in Storybook and component tests: configuration, a
// fresh react-query cache, the API client (answered by msw handlers) and a memory router.
import { useState, type ReactNode } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { ApiProvider, createApiClient, type ApplicationName, type EnvMode } from '@relais/api-client'
import { AppConfigProvider } from '../config/AppConfig.tsx'
import { STORY_API_URL, storyConfig } from './config.ts'

export interface StoryShellProps {
  children: ReactNode
  application?: ApplicationName
  envMode?: EnvMode
  path?: string
  /** Other routes the screen may navigate to, shown as a plain landmark. */
  destinations?: string[]
}

export function StoryShell({
  children,
  application = 'perinatal',
  envMode = 'PROD',
  path = '/login',
  destinations = ['/app', '/new-user', '/login'],
}: StoryShellProps) {
  const [state] = useState(() => {
    // Each story starts from a clean browser session (the sign-in step survives reloads there).
    sessionStorage.clear()
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const client = createApiClient({ baseUrl: STORY_API_URL, application, envMode })
    const router = createMemoryRouter(
      [
        { path, element: children },
        ...destinations
          .filter((d) => d !== path)
          .map((d) => ({ path: d, element: <main aria-label="Destination">Page {d}</main> })),
      ],
      { initialEntries: [path] },
    )
    return { queryClient, client, router }
  })
  return (
    <AppConfigProvider config={storyConfig(application, envMode, 'storybook')}>
      <QueryClientProvider client={state.queryClient}>
        <ApiProvider client={state.client}>
          <RouterProvider router={state.router} />
        </ApiProvider>
      </QueryClientProvider>
    </AppConfigProvider>
  )
}
