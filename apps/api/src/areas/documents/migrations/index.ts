// The documents area's migrations. Frozen: a change is a new, later-dated file.
import type { Migrations } from '../../../core/database/migrate.ts'
import * as documents from './2026-11-29_documents.ts'
import * as documentAppointments from './2026-12-07_document-appointments.ts'

export const migrations: Migrations = {
  '2026-11-29_documents': documents,
  '2026-12-07_document-appointments': documentAppointments,
}
