// Care requests ('Demandes de prise en charge'): the structure's list of the requests it made, and the
// wizard 'Nouvelle demande' that makes one (/app/organization/requests/new; /wizardPEC, the spec's
// address of the wizard, leads there); the midwife's 'Mes prises en charge' (/app/requests) and a
// request's page (/app/requests/{id}); the dispatch centre's 'Carte' (/app/map), where the home visits
// patients asked for are given to nurses; and the nurse's 'Tournée de consultations'
// (/app/service-request-tour), where she makes them.
//
// The routes live apart from the screens: the shell's route table is in each app's entry chunk, so this
// file names its screens only through lazy imports.
import { modeCapabilities } from '@relais/domain'
import type { Area } from '../../core/area.ts'

export const area: Area = {
  routes: [
    {
      // A redirect rather than the wizard itself: under /app the shell's guard restores the session
      // (or sends to /login), unlocks the vault and provides the structure the wizard needs.
      path: '/wizardPEC',
      lazy: async () => ({ loader: (await import('./wizard-pec.ts')).wizardPecLoader }),
    },
  ],
  appRoutes: [
    {
      path: 'organization/requests',
      lazy: async () => ({
        Component: (await import('./OrganizationRequestsPage.tsx')).OrganizationRequestsPage,
      }),
    },
    {
      path: 'organization/requests/new',
      lazy: async () => ({
        Component: (await import('./NewCareRequestPage.tsx')).NewCareRequestPage,
      }),
    },
    {
      path: 'requests',
      lazy: async () => ({
        Component: (await import('./practitioner/PractitionerRequestsPage.tsx')).PractitionerRequestsPage,
      }),
    },
    {
      path: 'requests/:serviceRequestId',
      lazy: async () => ({
        Component: (await import('./practitioner/PractitionerRequestPage.tsx')).PractitionerRequestPage,
      }),
    },
    {
      path: 'map',
      lazy: async () => ({
        Component: (await import('./dispatch-centre/DispatchMapPage.tsx')).DispatchMapPage,
      }),
    },
    {
      path: 'service-request-tour',
      lazy: async () => ({
        Component: (await import('./tour/ServiceRequestTourPage.tsx')).ServiceRequestTourPage,
      }),
    },
  ],
  menu: ['organizationRequests', 'requests', 'map', 'serviceRequestTour'],
  availableIn: (application) => {
    const mode = modeCapabilities(application)
    return mode.hasOrganizationRequests || mode.dispatchesVisitsOf !== null || mode.patientRequestsHomeVisits
  },
}
