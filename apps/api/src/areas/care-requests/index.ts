// The care-requests area's public surface: its entry in areas/index.ts.
import type { Area } from '../area.ts'
import { migrations } from './migrations/index.ts'
import { careRequestsModule } from './module.ts'

export const careRequests: Area = {
  name: 'care-requests',
  module: careRequestsModule,
  migrations,
}
