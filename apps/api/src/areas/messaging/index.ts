// The messaging area's public surface: its entry in areas/index.ts, and what other areas that declare
// subscriptions on its socket need (the teleconsultation area's rooms).
import type { Area } from '../area.ts'
import { migrations } from './migrations/index.ts'
import { messagingModule } from './module.ts'

export const messaging: Area = {
  name: 'messaging',
  module: messagingModule,
  migrations,
}
export { socketUser } from './realtime.ts'
