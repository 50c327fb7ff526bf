// The route table the three apps share (spec section 2). Apps pick it whole; features add their
// routes here as they arrive. Screens load lazily so each app's first download stays small; only the
// loading screen and the error boundary are in the entry chunk (the /app shell is lazy too).
import type { RouteObject } from 'react-router'
import { LoadingScreen } from '@relais/ui'
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
          path: '/register/:variant?',
          lazy: async () => ({
            Component: (await import('../onboarding/RegisterVariantPage.tsx')).RegisterVariantPage,
          }),
        },
        {
          path: '/new-user',
          lazy: async () => ({ Component: (await import('../onboarding/NewUserPage.tsx')).NewUserPage }),
        },
        {
          path: '/logout',
          lazy: async () => ({ Component: (await import('../shell/LogoutPage.tsx')).LogoutPage }),
        },
        {
          // Third-party sign-in callbacks (Pro Santé Connect): load the user, then /app or /new-user.
          path: '/oauth/psc?',
          lazy: async () => ({
            Component: (await import('../auth/psc/OAuthCallbackPage.tsx')).OAuthCallbackPage,
          }),
        },
        {
          path: '/oauth/psc/logout',
          lazy: async () => ({ Component: (await import('../auth/psc/PscLogoutPage.tsx')).PscLogoutPage }),
        },
        {
          path: '/pending-activation',
          lazy: async () => ({
            Component: (await import('../shell/PendingActivationPage.tsx')).PendingActivationPage,
          }),
        },
        {
          path: '/legals/privacy-policy',
          lazy: async () => ({
            Component: (await import('../legals/PrivacyPolicyPage.tsx')).PrivacyPolicyPage,
          }),
        },
        {
          path: '/legals/cookie-policy',
          lazy: async () => ({
            Component: (await import('../legals/CookiePolicyPage.tsx')).CookiePolicyPage,
          }),
        },
        {
          // The shell (guard, layout) loads lazily too; its pages below each load on their own.
          path: '/app',
          lazy: async () => ({ Component: (await import('../shell/RequireUser.tsx')).RequireUser }),
          children: [
            {
              index: true,
              lazy: async () => ({
                Component: (await import('../dashboard/DashboardPage.tsx')).DashboardPage,
              }),
            },
            {
              path: 'admin',
              lazy: async () => ({ Component: (await import('../admin/AdminPage.tsx')).AdminPage }),
            },
            {
              path: 'admin/pending-organizations',
              lazy: async () => ({
                Component: (await import('../admin/PendingAccountsPage.tsx')).PendingAccountsPage,
              }),
            },
            {
              path: 'messages',
              lazy: async () => ({ Component: (await import('../messages/MessagesPage.tsx')).MessagesPage }),
            },
            {
              path: 'user/settings',
              lazy: async () => ({ Component: (await import('../settings/SettingsPage.tsx')).SettingsPage }),
            },
            {
              // Menu entries whose screens are not built yet; other paths are 'Page non trouvée'.
              path: '*',
              lazy: async () => ({
                Component: (await import('../shell/FeatureNotReadyPage.tsx')).FeatureNotReadyPage,
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
          lazy: async () => ({ Component: (await import('../shell/NotFoundPage.tsx')).NotFoundPage }),
        },
      ],
    },
  ]
}
