// Administration: the review tiles, pending accounts, the administrators' list, the debug and demo
// drawers, and impersonation, whose way back the shell's banner offers.
//
// The routes live apart from index.ts: the shell's route table is in each app's entry chunk, so this
// file names its screens only through lazy imports; index.ts is what other areas use.
import type { Area } from '../../core/area.ts'

export const area: Area = {
  appRoutes: [
    {
      path: 'admin',
      lazy: async () => ({ Component: (await import('./AdminPage.tsx')).AdminPage }),
    },
    {
      path: 'admin/pending-organizations',
      lazy: async () => ({ Component: (await import('./PendingAccountsPage.tsx')).PendingAccountsPage }),
    },
  ],
  menu: ['admin', 'organizations', 'pendingAccounts'],
}
