// The directory area's public surface: its entry in areas/index.ts.
import type { Area } from '../area.ts'
import { directoryModule } from './module.ts'

export const directory: Area = {
  name: 'directory',
  module: directoryModule,
}
