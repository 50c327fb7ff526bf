// The check-ups area's public surface: its entry in areas/index.ts. It owns no table: the check-ups
// stay at the station platform until the patient's encrypted record takes them.
import type { Area } from '../area.ts'
import { checkupsModule } from './module.ts'

export const checkups: Area = {
  name: 'checkups',
  module: checkupsModule,
}
