// The list of areas. An area is one folder (areas/<area>/) holding everything about it: its operations,
// repositories, tables, migrations, tests and authorization fixtures. Adding one: its folder, a line in
// AREAS and, when it owns tables, a line in database.ts. server.ts registers the areas in this order.
import { mergeMigrations } from '../core/database/migrate.ts'
import { accessPolicies } from './access-policies/index.ts'
import { accounts } from './accounts/index.ts'
import { admin } from './admin/index.ts'
import { appointments } from './appointments/index.ts'
import type { Area } from './area.ts'
import { auth } from './auth/index.ts'
import { calendarFeed } from './calendar-feed/index.ts'
import { careRequests } from './care-requests/index.ts'
import { checkups } from './checkups/index.ts'
import { directory } from './directory/index.ts'
import { documents } from './documents/index.ts'
import { integrations } from './integrations/index.ts'
import { guides } from './guides/index.ts'
import { keyStore } from './key-store/index.ts'
import { keys } from './keys/index.ts'
import { medicalRecord } from './medical-record/index.ts'
import { messaging } from './messaging/index.ts'
import { notifications } from './notifications/index.ts'
import { organizations } from './organizations/index.ts'
import { patients } from './patients/index.ts'
import { referents } from './referents/index.ts'
import { reports } from './reports/index.ts'
import { schedules } from './schedules/index.ts'
import { seald } from './seald/index.ts'
import { statistics } from './statistics/index.ts'
import { system } from './system/index.ts'
import { teleconsultation } from './teleconsultation/index.ts'

export const AREAS: readonly Area[] = [
  system,
  auth,
  accounts,
  admin,
  organizations,
  directory,
  keys,
  keyStore,
  seald,
  messaging,
  medicalRecord,
  notifications,
  accessPolicies,
  patients,
  documents,
  referents,
  schedules,
  appointments,
  calendarFeed,
  integrations,
  teleconsultation,
  reports,
  statistics,
  careRequests,
  guides,
  checkups,
]

/** The application database's migrations, every area's, in name (date) order. */
export const MIGRATIONS = mergeMigrations(AREAS.map((area) => area.migrations ?? {}))

export type { Area, AreaContext } from './area.ts'
export type { DB } from './database.ts'
