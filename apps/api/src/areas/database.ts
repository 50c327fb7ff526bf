// The application database's type: every table, declared once each in its owner's tables.ts — core's
// (sessions, rate limits), the dev outbox's, and one line per area that owns tables. Kept apart from
// the list of areas (index.ts) so that a repository can name the database without importing every
// area's module. The key store's tables are in a database of their own (key-store/tables.ts).
import type { OutboxTables } from '../adapters/delivery/tables.ts'
import type { CoreTables } from '../core/tables.ts'
import type { AccessPoliciesTables } from './access-policies/tables.ts'
import type { AccountsTables } from './accounts/tables.ts'
import type { AppointmentsTables } from './appointments/tables.ts'
import type { AdminTables } from './admin/tables.ts'
import type { AuthTables } from './auth/tables.ts'
import type { CalendarFeedTables } from './calendar-feed/tables.ts'
import type { CareRequestsTables } from './care-requests/tables.ts'
import type { DocumentsTables } from './documents/tables.ts'
import type { IntegrationsTables } from './integrations/tables.ts'
import type { KeysTables } from './keys/tables.ts'
import type { MedicalRecordTables } from './medical-record/tables.ts'
import type { MessagingTables } from './messaging/tables.ts'
import type { NotificationsTables } from './notifications/tables.ts'
import type { OrganizationsTables } from './organizations/tables.ts'
import type { PatientsTables } from './patients/tables.ts'
import type { SchedulesTables } from './schedules/tables.ts'
import type { SealdTables } from './seald/tables.ts'
import type { TeleconsultationTables } from './teleconsultation/tables.ts'

export type DB = CoreTables &
  OutboxTables &
  AuthTables &
  AccountsTables &
  AdminTables &
  OrganizationsTables &
  KeysTables &
  SealdTables &
  MessagingTables &
  MedicalRecordTables &
  NotificationsTables &
  AccessPoliciesTables &
  PatientsTables &
  DocumentsTables &
  SchedulesTables &
  AppointmentsTables &
  CalendarFeedTables &
  IntegrationsTables &
  TeleconsultationTables &
  CareRequestsTables
