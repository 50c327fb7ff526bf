// The terms of use and the privacy and cookie policies, public pages the footers link to.
//
// The routes live apart from index.ts: the shell's route table is in each app's entry chunk, so this
// file names its screens only through lazy imports; index.ts is what other areas use.
import type { Area } from '../../core/area.ts'

export const area: Area = {
  routes: [
    {
      path: '/legals/terms',
      lazy: async () => ({ Component: (await import('./TermsOfUsePage.tsx')).TermsOfUsePage }),
    },
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
