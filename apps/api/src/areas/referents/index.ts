// The referents area's public surface: its entry in areas/index.ts. It keeps no table of its own: the
// referent is in the patient profile's role details, where registration puts it.
import type { Area } from '../area.ts'
import { referentsModule } from './module.ts'

export const referents: Area = {
  name: 'referents',
  module: referentsModule,
}
