// The organizations area's public surface: its entry in areas/index.ts, who belongs to a structure
// (the keys area reserves `organization:{id}` groups to members), and what registration calls so that
// an account created with an invited email joins the structures that invited it.
import type { Area } from '../area.ts'
import { migrations } from './migrations/index.ts'
import { organizationsModule } from './module.ts'

export const organizations: Area = {
  name: 'organizations',
  module: organizationsModule,
  migrations,
}

export { OrganizationsRepository } from './organizations-repository.ts'
export { joinInvitedOrganizations } from './join-invited.ts'
