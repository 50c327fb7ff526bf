// The route table of an app (the spec's routes): the shell's own pages around what each area of the mode
// contributes. Screens load lazily so each app's first download stays small; only the loading screen and
// the error boundary are in the entry chunk (the /app shell is lazy too).
import type { RouteObject } from 'react-router'
import type { Application } from '@relais/domain'
import { LoadingScreen } from '@relais/ui'
import { RouteError } from '../RouteError.tsx'
import { AREAS } from './areas.ts'

export function appRoutes(application: Application): RouteObject[] {
  const areas = AREAS.filter((area) => area.availableIn?.(application) ?? true)
  return [
    {
      errorElement: <RouteError />,
      // Shown while the first lazy screen loads.
      hydrateFallbackElement: <LoadingScreen message="Chargement..." />,
      children: [
        {
          path: '/',
          lazy: async () => ({ Component: (await import('../HomeRedirect.tsx')).HomeRedirect }),
        },
        ...areas.flatMap((area) => area.routes ?? []),
        {
          path: '/logout',
          lazy: async () => ({ Component: (await import('../LogoutPage.tsx')).LogoutPage }),
        },
        {
          path: '/pending-activation',
          lazy: async () => ({
            Component: (await import('../PendingActivationPage.tsx')).PendingActivationPage,
          }),
        },
        {
          // The shell (guard, layout) loads lazily too; its pages below each load on their own.
          path: '/app',
          lazy: async () => ({ Component: (await import('../RequireUser.tsx')).RequireUser }),
          children: [
            ...areas.flatMap((area) => area.appRoutes ?? []),
            {
              // Menu entries whose screens are not built yet; other paths are 'Page non trouvée'.
              path: '*',
              lazy: async () => ({
                Component: (await import('../FeatureNotReadyPage.tsx')).FeatureNotReadyPage,
              }),
            },
          ],
        },
        {
          // Design review (LOCAL and DEV only): the shell and every field type in this app's brand.
          path: '/kit',
          lazy: async () => ({
            Component: (await import('../kit-preview/KitPreviewPage.tsx')).KitPreviewPage,
          }),
        },
        {
          path: '*',
          lazy: async () => ({
            Component: (await import('../../core/errors/NotFoundPage.tsx')).NotFoundPage,
          }),
        },
      ],
    },
  ]
}
