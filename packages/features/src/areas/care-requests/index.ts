// The care-requests area's public surface for other areas (its routes are in routes.ts).
export { OrganizationRequestsPage } from './OrganizationRequestsPage.tsx'
export { CareRequestDetailDialog } from './CareRequestDetailDialog.tsx'
export { PractitionerRequestsPage } from './practitioner/PractitionerRequestsPage.tsx'
