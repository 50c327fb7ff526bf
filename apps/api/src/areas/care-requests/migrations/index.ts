// The care-requests area's migrations. Frozen: a change is a new, later-dated file.
import type { Migrations } from '../../../core/database/migrate.ts'
import * as serviceRequests from './2026-12-10_service-requests.ts'
import * as serviceRequestAttachments from './2026-12-11_service-request-attachments.ts'
import * as serviceRequestDispatches from './2026-12-12_service-request-dispatches.ts'
import * as serviceRequestRoutes from './2026-12-14_service-request-routes.ts'

export const migrations: Migrations = {
  '2026-12-10_service-requests': serviceRequests,
  '2026-12-11_service-request-attachments': serviceRequestAttachments,
  '2026-12-12_service-request-dispatches': serviceRequestDispatches,
  '2026-12-14_service-request-routes': serviceRequestRoutes,
}
