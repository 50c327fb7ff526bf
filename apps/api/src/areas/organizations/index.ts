// The organizations area's public surface: its entry in areas/index.ts and who belongs to a structure
// (the keys area reserves `organization:{id}` groups to members).
import type { Area } from '../area.ts'
import { organizationsModule } from './module.ts'

export const organizations: Area = {
  name: 'organizations',
  module: organizationsModule,
}

export { OrganizationsRepository } from './organizations-repository.ts'
