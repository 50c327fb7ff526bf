// Sign-in: /login (a code by email or phone), and the way back from Pro Santé Connect and out of it.
// The terms ticked on /register are kept here until registration reads them.
//
// The routes live apart from index.ts: the shell's route table is in each app's entry chunk, so this
// file names its screens only through lazy imports; index.ts is what other areas use.
import type { Area } from '../../core/area.ts'

export const area: Area = {
  routes: [
    {
      path: '/login',
      lazy: async () => ({ Component: (await import('./LoginPage/LoginPage.tsx')).LoginPage }),
    },
    {
      // Third-party sign-in callbacks (Pro Santé Connect): load the user, then /app or /new-user.
      path: '/oauth/psc?',
      lazy: async () => ({ Component: (await import('./psc/OAuthCallbackPage.tsx')).OAuthCallbackPage }),
    },
    {
      path: '/oauth/psc/logout',
      lazy: async () => ({ Component: (await import('./psc/PscLogoutPage.tsx')).PscLogoutPage }),
    },
  ],
}
