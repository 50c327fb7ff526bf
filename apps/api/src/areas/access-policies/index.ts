// The access-policies area's public surface: its entry in areas/index.ts, and the repository through
// which other areas ask for access, find the grant a reader holds and write the access log.
import type { Area } from '../area.ts'
import { migrations } from './migrations/index.ts'
import { accessPoliciesModule } from './module.ts'

export const accessPolicies: Area = {
  name: 'access-policies',
  module: accessPoliciesModule,
  migrations,
}

export {
  AccessPoliciesRepository,
  type AccessPolicy,
  type Grantee,
  type MedicalFileGrant,
} from './access-policies-repository.ts'
