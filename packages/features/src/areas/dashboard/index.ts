// The dashboard area's public surface for other areas (its routes are in routes.ts).
export { DashboardPage } from './DashboardPage.tsx'
