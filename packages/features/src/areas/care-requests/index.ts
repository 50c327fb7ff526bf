// The care-requests area's public surface for other areas (its routes are in routes.ts).
export { OrganizationRequestsPage } from './OrganizationRequestsPage.tsx'
export { CareRequestDetailDialog } from './CareRequestDetailDialog.tsx'
export { PractitionerRequests, PractitionerRequestsPage } from './practitioner/PractitionerRequestsPage.tsx'
export { PractitionerRequestsMap } from './practitioner/PractitionerRequestsMap.tsx'
export { DispatchMapPage, DispatchQueue } from './dispatch-centre/DispatchMapPage.tsx'
export { HomeVisit } from './home-visit/HomeVisitSection.tsx'
