// The guides area's public surface: its entry in areas/index.ts. It owns no table: its guides are
// files of the repository (content/guides/).
import type { Area } from '../area.ts'
import { guidesModule } from './module.ts'

export const guides: Area = {
  name: 'guides',
  module: guidesModule,
}
