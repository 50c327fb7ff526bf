// The privacy and cookie policies, public pages the footers link to.
import type { Area } from '../../core/area.ts'

export const area: Area = {
  routes: [
    {
      path: '/legals/privacy-policy',
      lazy: async () => ({ Component: (await import('./PrivacyPolicyPage.tsx')).PrivacyPolicyPage }),
    },
    {
      path: '/legals/cookie-policy',
      lazy: async () => ({ Component: (await import('./CookiePolicyPage.tsx')).CookiePolicyPage }),
    },
  ],
}
