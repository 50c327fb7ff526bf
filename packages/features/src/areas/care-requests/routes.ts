// Care requests ('Demandes de prise en charge'): the structure's list of the requests it made.
//
// The routes live apart from the screens: the shell's route table is in each app's entry chunk, so this
// file names its screens only through lazy imports.
import { modeCapabilities } from '@relais/domain'
import type { Area } from '../../core/area.ts'

export const area: Area = {
  appRoutes: [
    {
      path: 'organization/requests',
      lazy: async () => ({
        Component: (await import('./OrganizationRequestsPage.tsx')).OrganizationRequestsPage,
      }),
    },
  ],
  menu: ['organizationRequests'],
  availableIn: (application) => modeCapabilities(application).hasOrganizationRequests,
}
