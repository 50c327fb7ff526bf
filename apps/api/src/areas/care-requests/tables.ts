// The care-requests area's table (migration 2026-12-10_service-requests).
import type { ColumnType } from 'kysely'
import type { components } from '@relais/api-client/schema'
import type { Json, Timestamp } from '../../core/database/columns.ts'

type Schemas = components['schemas']

interface ServiceRequestsTable {
  id: string
  application: string
  status: Schemas['ServiceRequestStatus']
  request_types: Json<Schemas['RequestType'][]>
  /** `date`: written as yyyy-MM-dd, read back through to_char (a driver's Date would shift by its zone). */
  request_date: string
  patient_user_id: string
  requester_user_id: string | null
  requester_organization_id: string | null
  performer_user_id: string | null
  /** The contract's `ServiceRequestLocation`. */
  location: Json<Schemas['ServiceRequestLocation']>
  latitude: number
  longitude: number
  /** The contract's `EncryptedEnvelope`; a CHECK refuses any other shape. */
  form: ColumnType<Schemas['EncryptedEnvelope'], string, string>
  authored_on: Timestamp
}

export interface CareRequestsTables {
  service_requests: ServiceRequestsTable
}
