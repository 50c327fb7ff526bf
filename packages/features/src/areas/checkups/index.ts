// The check-ups area's public surface for other areas (its route is in routes.ts).
export { CheckupResultsPage } from './CheckupResultsPage.tsx'
