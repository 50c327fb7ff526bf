// Administration: the review tiles, pending accounts, the administrators' list, the debug and demo
// drawers, and impersonation, whose way back the shell's banner offers.
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

export { AdminPage } from './AdminPage.tsx'
export { PendingAccountsPage } from './PendingAccountsPage.tsx'
export { useImpersonation } from './impersonation.ts'
