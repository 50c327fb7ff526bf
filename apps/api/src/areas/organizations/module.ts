// The organizations area: registered structures (maternity services, care structures), looked up by
// FINESS to join one, and the team their members see. A structure is created with its manager's
// registration (accounts) and activated by an administrator's review (admin).
import type { Plugin } from '@hapi/hapi'
import type { AreaContext } from '../area.ts'
import { findOrganizationByFiness } from './findOrganizationByFiness.ts'
import { getOrganizationTeam } from './getOrganizationTeam.ts'
import { organizationsServices } from './services.ts'

export const organizationsModule: Plugin<AreaContext> = {
  name: 'organizations',
  register(server, context) {
    const services = organizationsServices(context)
    server.operation('findOrganizationByFiness', findOrganizationByFiness, services)
    server.operation('getOrganizationTeam', getOrganizationTeam, services)
  },
}
