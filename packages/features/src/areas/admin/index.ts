// The admin area's public surface for other areas (its routes are in routes.ts).
export { AdminPage } from './AdminPage.tsx'
export { PendingAccountsPage } from './PendingAccountsPage.tsx'
export { useImpersonation } from './impersonation.ts'
