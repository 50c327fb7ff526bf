// The care requests, with the names the contract gives beside them (patient, requester, structure,
// performer), read in one query.
import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { components } from '@relais/api-client/schema'
import type { DB } from '../database.ts'

type Schemas = components['schemas']
type ServiceRequest = Schemas['ServiceRequest']

export interface NewServiceRequest {
  application: string
  status: Schemas['ServiceRequestStatus']
  requestTypes: Schemas['RequestType'][]
  requestDate: string
  patientId: string
  requesterUserId: string
  requesterOrganizationId: string | null
  location: Schemas['ServiceRequestLocation']
  form: Schemas['EncryptedEnvelope']
  now: Date
}

const fullName = (given: string | null, family: string | null) => `${given ?? ''} ${family ?? ''}`.trim()

export class ServiceRequestsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async insert(request: NewServiceRequest): Promise<string> {
    const id = randomUUID()
    await this.db
      .insertInto('service_requests')
      .values({
        id,
        application: request.application,
        status: request.status,
        request_types: JSON.stringify(request.requestTypes),
        request_date: request.requestDate,
        patient_user_id: request.patientId,
        requester_user_id: request.requesterUserId,
        requester_organization_id: request.requesterOrganizationId,
        performer_user_id: null,
        location: JSON.stringify(request.location),
        latitude: request.location.coordinates.latitude,
        longitude: request.location.coordinates.longitude,
        form: JSON.stringify(request.form),
        authored_on: request.now,
      })
      .execute()
    return id
  }

  /** One request of the application, or undefined. */
  async byId(application: string, id: string): Promise<ServiceRequest | undefined> {
    const [row] = await this.select()
      .where('sr.application', '=', application)
      .where('sr.id', '=', id)
      .execute()
    return row && toServiceRequest(row)
  }

  /** A structure's requests, the newest first. */
  async ofOrganization(application: string, organizationId: string): Promise<ServiceRequest[]> {
    const rows = await this.select()
      .where('sr.application', '=', application)
      .where('sr.requester_organization_id', '=', organizationId)
      .orderBy('sr.authored_on', 'desc')
      .orderBy('sr.id')
      .execute()
    return rows.map(toServiceRequest)
  }

  private select() {
    return this.db
      .selectFrom('service_requests as sr')
      .innerJoin('profiles as patient', 'patient.user_id', 'sr.patient_user_id')
      .leftJoin('profiles as requester', 'requester.user_id', 'sr.requester_user_id')
      .leftJoin('profiles as performer', 'performer.user_id', 'sr.performer_user_id')
      .leftJoin('organizations as o', 'o.id', 'sr.requester_organization_id')
      .select([
        'sr.id',
        'sr.status',
        'sr.request_types',
        sql<string>`to_char(sr.request_date, 'YYYY-MM-DD')`.as('request_date'),
        'sr.patient_user_id',
        'patient.given_name as patient_given_name',
        'patient.family_name as patient_family_name',
        'sr.requester_user_id',
        'requester.given_name as requester_given_name',
        'requester.family_name as requester_family_name',
        'sr.requester_organization_id',
        'o.name as organization_name',
        'sr.performer_user_id',
        'performer.given_name as performer_given_name',
        'performer.family_name as performer_family_name',
        'sr.location',
        'sr.form',
        'sr.authored_on',
      ])
  }
}

type Row = Awaited<ReturnType<ReturnType<ServiceRequestsRepository['select']>['execute']>>[number]

function toServiceRequest(row: Row): ServiceRequest {
  return {
    id: row.id,
    status: row.status,
    requestTypes: row.request_types,
    requestDate: row.request_date,
    subject: { id: row.patient_user_id, name: fullName(row.patient_given_name, row.patient_family_name) },
    requester: {
      organizationId: row.requester_organization_id,
      organizationName: row.organization_name,
      user: {
        id: row.requester_user_id ?? row.patient_user_id,
        name: row.requester_user_id
          ? fullName(row.requester_given_name, row.requester_family_name)
          : fullName(row.patient_given_name, row.patient_family_name),
      },
    },
    performer: row.performer_user_id
      ? { id: row.performer_user_id, name: fullName(row.performer_given_name, row.performer_family_name) }
      : null,
    location: row.location,
    form: row.form,
    authoredOn: row.authored_on.toISOString(),
  }
}
