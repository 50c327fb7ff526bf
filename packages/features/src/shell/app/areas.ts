// The areas an app is made of; the route table is assembled from them. Adding an area: its folder
// under areas/ with a routes.ts exporting `area`, then one line here.
import type { Area } from '../../core/area.ts'
import { area as accounts } from '../../areas/accounts/routes.ts'
import { area as admin } from '../../areas/admin/routes.ts'
import { area as agenda } from '../../areas/agenda/routes.ts'
import { area as auth } from '../../areas/auth/routes.ts'
import { area as careRequests } from '../../areas/care-requests/routes.ts'
import { area as checkups } from '../../areas/checkups/routes.ts'
import { area as dashboard } from '../../areas/dashboard/routes.ts'
import { area as guides } from '../../areas/guides/routes.ts'
import { area as integrations } from '../../areas/integrations/routes.ts'
import { area as legals } from '../../areas/legals/routes.ts'
import { area as medicalRecord } from '../../areas/medical-record/routes.ts'
import { area as messaging } from '../../areas/messaging/routes.ts'
import { area as organizations } from '../../areas/organizations/routes.ts'
import { area as patients } from '../../areas/patients/routes.ts'
import { area as statistics } from '../../areas/statistics/routes.ts'
import { area as teleconsultation } from '../../areas/teleconsultation/routes.ts'

export const AREAS: readonly Area[] = [
  auth,
  accounts,
  integrations,
  dashboard,
  messaging,
  patients,
  medicalRecord,
  agenda,
  teleconsultation,
  organizations,
  careRequests,
  statistics,
  guides,
  admin,
  checkups,
  legals,
]
