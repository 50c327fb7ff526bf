// The route table of an app (the spec's routes): the shell's own pages around what each area of the mode
// contributes. Everything loads lazily so each app's first download stays small: the screens, the /app
// shell, and the error boundary. No loading screen while the first screen loads: the app renders once
// it has (startApp), and until then the page shows the one index.html carries.
import { lazy, Suspense } from 'react'
import type { RouteObject } from 'react-router'
import type { Application } from '@relais/domain'
import { AREAS } from './areas.ts'

const RouteError = lazy(async () => ({ default: (await import('../RouteError.tsx')).RouteError }))

export function appRoutes(application: Application): RouteObject[] {
  const areas = AREAS.filter((area) => area.availableIn?.(application) ?? true)
  return [
    {
      errorElement: (
        <Suspense fallback={null}>
          <RouteError />
        </Suspense>
      ),
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
