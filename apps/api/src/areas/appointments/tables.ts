// The appointments area's tables (migration 2026-12-01_appointments): appointments and who takes them.
import type { ColumnType } from 'kysely'
import type { components } from '@relais/api-client/schema'
import type { Timestamp } from '../../core/database/columns.ts'

type Schemas = components['schemas']
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>

interface AppointmentsTable {
  id: string
  application: string
  starts_at: Timestamp
  ends_at: Timestamp
  status: Schemas['AppointmentStatus']
  service_category: Schemas['ServiceCategory']
  /** The contract's `EncryptedEnvelope`, which names its session; a CHECK refuses any other shape. */
  description: ColumnType<Schemas['EncryptedEnvelope'] | null, string | null, string | null>
  patient_user_id: string
  created_by: string | null
  created_at: Timestamp
  cancelled_at: NullableTimestamp
}

/** Written by the database alone: a copy of the appointment's slot and whether it is booked. */
type CopiedByTrigger<T> = ColumnType<T, never, never>

interface AppointmentPractitionersTable {
  appointment_id: string
  practitioner_user_id: string
  role: Schemas['StaffType']
  starts_at: CopiedByTrigger<Date>
  ends_at: CopiedByTrigger<Date>
  booked: CopiedByTrigger<boolean>
}

export interface AppointmentsTables {
  appointments: AppointmentsTable
  appointment_practitioners: AppointmentPractitionersTable
}
