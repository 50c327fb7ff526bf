// The route table the three apps share (spec section 2). Apps pick it whole; features add their
// routes here as they arrive. Screens load lazily so each app's first download stays small; only the
// guard and the loading screen are in the entry chunk.
import type { RouteObject } from 'react-router'
import { LoadingScreen } from '@relais/ui'
import { RequireUser } from '../shell/RequireUser.tsx'
import { RouteError } from '../shell/RouteError.tsx'

export function appRoutes(): RouteObject[] {
  return [
    {
      errorElement: <RouteError />,
      // Shown while the first lazy screen loads.
      hydrateFallbackElement: <LoadingScreen message="Chargement..." />,
      children: [
        {
          path: '/',
          lazy: async () => ({ Component: (await import('../shell/HomeRedirect.tsx')).HomeRedirect }),
        },
        {
          path: '/login',
          lazy: async () => ({ Component: (await import('../auth/LoginPage/LoginPage.tsx')).LoginPage }),
        },
        {
          path: '/register',
          lazy: async () => ({ Component: (await import('../auth/LoginPage/LoginPage.tsx')).RegisterPage }),
        },
        {
          path: '/new-user',
          lazy: async () => ({ Component: (await import('../shell/NewUserPage.tsx')).NewUserPage }),
        },
        {
          path: '/logout',
          lazy: async () => ({ Component: (await import('../shell/LogoutPage.tsx')).LogoutPage }),
        },
        {
          path: '/app',
          element: <RequireUser />,
          children: [
            {
              index: true,
              lazy: async () => ({ Component: (await import('../shell/AppHomePage.tsx')).AppHomePage }),
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
          lazy: async () => ({ Component: (await import('../shell/NotFoundPage.tsx')).NotFoundPage }),
        },
      ],
    },
  ]
}
