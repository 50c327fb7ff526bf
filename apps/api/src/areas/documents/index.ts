// The documents area's public surface: its entry in areas/index.ts.
import type { Area } from '../area.ts'
import { migrations } from './migrations/index.ts'
import { documentsModule } from './module.ts'

export const documents: Area = {
  name: 'documents',
  module: documentsModule,
  migrations,
}
export { DocumentsRepository } from './documents-repository.ts'
