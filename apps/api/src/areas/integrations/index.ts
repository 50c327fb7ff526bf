// The integrations area's public surface: its entry in areas/index.ts.
import type { Area } from '../area.ts'
import { migrations } from './migrations/index.ts'
import { integrationsModule } from './module.ts'

export const integrations: Area = {
  name: 'integrations',
  module: integrationsModule,
  migrations,
}
