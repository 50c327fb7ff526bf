// The documents area's public surface: its entry in areas/index.ts, and the repository through which
// the teleconsultation area checks a report and the reports area reads a consultation's attachments.
import type { Area } from '../area.ts'
import { migrations } from './migrations/index.ts'
import { documentsModule } from './module.ts'

export const documents: Area = {
  name: 'documents',
  module: documentsModule,
  migrations,
}
export { DocumentsRepository } from './documents-repository.ts'
