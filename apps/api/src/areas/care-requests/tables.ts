// The care-requests area's tables (migrations 2026-12-10_service-requests,
// 2026-12-11_service-request-attachments, 2026-12-12_service-request-dispatches and
// 2026-12-14_service-request-routes).
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
  /** Null until a nurse is assigned. */
  route_status: ColumnType<Schemas['RouteStatus'] | null, Schemas['RouteStatus'] | null | undefined>
}

interface ServiceRequestAttachmentsTable {
  id: string
  application: string
  organization_id: string
  uploader_user_id: string
  /** Null until a request names it. */
  service_request_id: string | null
  kind: Schemas['ServiceRequestAttachmentKind']
  /** The contract's `EncryptedEnvelope`; a CHECK refuses any other shape. */
  metadata: ColumnType<Schemas['EncryptedEnvelope'], string, string>
  storage_key: string
  size: number
  created_at: Timestamp
}

interface ServiceRequestDispatchesTable {
  id: string
  service_request_id: string
  practitioner_id: string
  status: Schemas['ServiceRequestDispatchStatus']
  sent_at: Timestamp
  /** Null while `PENDING`, set by the answer (or the withdrawal); a CHECK holds the two together. */
  answered_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>
}

export interface CareRequestsTables {
  service_requests: ServiceRequestsTable
  service_request_attachments: ServiceRequestAttachmentsTable
  service_request_dispatches: ServiceRequestDispatchesTable
}
