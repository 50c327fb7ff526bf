// The care requests, with the names the contract gives beside them (patient, requester, structure,
// performer), their documents and their dispatches, read in three queries whatever the number of
// requests. Every dispatch comes back: who sees which is the readers' rule (readers.ts).
import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import { ROUTE_UNDER_WAY } from '@relais/domain'
import type { components } from '@relais/api-client/schema'
import type { DB } from '../database.ts'

type Schemas = components['schemas']
type ServiceRequest = Schemas['ServiceRequest']
type ServiceRequestAttachment = Schemas['ServiceRequestAttachment']
type ServiceRequestDispatch = Schemas['ServiceRequestDispatch']

export interface NewAttachment {
  application: string
  organizationId: string
  uploaderUserId: string
  kind: Schemas['ServiceRequestAttachmentKind']
  metadata: Schemas['EncryptedEnvelope']
  storageKey: string
  size: number
  now: Date
}

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
  /** Documents the same person sent for the same structure, named by no request yet. */
  attachmentIds?: string[]
  now: Date
}

/** A request named a document that is not one of its author's waiting ones for this structure. */
export class UnknownAttachmentError extends Error {
  override name = 'UnknownAttachmentError'
}

export const fullName = (given: string | null, family: string | null) =>
  `${given ?? ''} ${family ?? ''}`.trim()

export class ServiceRequestsRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Writes the request and takes its documents in one transaction: a document already taken, another
   * person's or another structure's fails the whole (UnknownAttachmentError), leaving nothing.
   */
  async insert(request: NewServiceRequest): Promise<string> {
    const id = randomUUID()
    await this.db.transaction().execute(async (tx) => {
      await new ServiceRequestsRepository(tx).insertRow(id, request)
      const attachmentIds = request.attachmentIds ?? []
      if (attachmentIds.length === 0) return
      const taken = await tx
        .updateTable('service_request_attachments')
        .set({ service_request_id: id })
        .where('application', '=', request.application)
        .where('organization_id', '=', request.requesterOrganizationId ?? '')
        .where('uploader_user_id', '=', request.requesterUserId)
        .where('service_request_id', 'is', null)
        .where('id', 'in', attachmentIds)
        .executeTakeFirst()
      if (Number(taken.numUpdatedRows) !== attachmentIds.length) throw new UnknownAttachmentError()
    })
    return id
  }

  private async insertRow(id: string, request: NewServiceRequest): Promise<void> {
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
  }

  /** A document sent ahead of its request. */
  async insertAttachment(attachment: NewAttachment): Promise<ServiceRequestAttachment> {
    const row = {
      id: randomUUID(),
      application: attachment.application,
      organization_id: attachment.organizationId,
      uploader_user_id: attachment.uploaderUserId,
      service_request_id: null,
      kind: attachment.kind,
      metadata: JSON.stringify(attachment.metadata),
      storage_key: attachment.storageKey,
      size: attachment.size,
      created_at: attachment.now,
    }
    await this.db.insertInto('service_request_attachments').values(row).execute()
    return {
      id: row.id,
      kind: row.kind,
      metadata: attachment.metadata,
      size: row.size,
      createdAt: attachment.now.toISOString(),
    }
  }

  /**
   * Forgets a structure's documents that no request named since `before`, and answers their storage
   * keys, for their blobs to go too.
   */
  async removeUnclaimedAttachments(application: string, organizationId: string, before: Date) {
    const rows = await this.db
      .deleteFrom('service_request_attachments')
      .where('application', '=', application)
      .where('organization_id', '=', organizationId)
      .where('service_request_id', 'is', null)
      .where('created_at', '<', before)
      .returning('storage_key')
      .execute()
    return rows.map((row) => row.storage_key)
  }

  /** Where a request's document is kept, or undefined when the request has no such document. */
  async attachmentBlob(application: string, serviceRequestId: string, attachmentId: string) {
    return this.db
      .selectFrom('service_request_attachments')
      .select(['storage_key', 'size'])
      .where('application', '=', application)
      .where('service_request_id', '=', serviceRequestId)
      .where('id', '=', attachmentId)
      .executeTakeFirst()
  }

  /** One request of the application, or undefined. */
  async byId(application: string, id: string): Promise<ServiceRequest | undefined> {
    const [row] = await this.select()
      .where('sr.application', '=', application)
      .where('sr.id', '=', id)
      .execute()
    if (!row) return undefined
    const [request] = await this.withDetails([row])
    return request
  }

  /** A structure's requests, the newest first. */
  async ofOrganization(application: string, organizationId: string): Promise<ServiceRequest[]> {
    const rows = await this.select()
      .where('sr.application', '=', application)
      .where('sr.requester_organization_id', '=', organizationId)
      .orderBy('sr.authored_on', 'desc')
      .orderBy('sr.id')
      .execute()
    return this.withDetails(rows)
  }

  /**
   * 'Mes prises en charge': the requests sent to the practitioner and waiting for their answer, and
   * those they perform, the newest first.
   */
  async ofPractitioner(application: string, practitionerId: string): Promise<ServiceRequest[]> {
    const rows = await this.select()
      .where('sr.application', '=', application)
      .where((eb) =>
        eb.or([
          eb('sr.performer_user_id', '=', practitionerId),
          eb.exists(
            eb
              .selectFrom('service_request_dispatches as d')
              .select('d.id')
              .whereRef('d.service_request_id', '=', 'sr.id')
              .where('d.practitioner_id', '=', practitionerId)
              .where('d.status', '=', 'PENDING'),
          ),
        ]),
      )
      .orderBy('sr.authored_on', 'desc')
      .orderBy('sr.id')
      .execute()
    return this.withDetails(rows)
  }

  /**
   * Moves the performer's visit from `from` to `to`; false when it was not there (another tab moved it,
   * or it is not theirs), leaving it as it is.
   */
  async moveRoute(input: {
    application: string
    serviceRequestId: string
    performerId: string
    from: Schemas['RouteStatus']
    to: Schemas['RouteStatus']
  }): Promise<boolean> {
    const moved = await this.db
      .updateTable('service_requests')
      .set({ route_status: input.to })
      .where('application', '=', input.application)
      .where('id', '=', input.serviceRequestId)
      .where('performer_user_id', '=', input.performerId)
      .where('route_status', '=', input.from)
      .executeTakeFirst()
    return Number(moved.numUpdatedRows) === 1
  }

  /** The requests a patient made for herself, the newest first. */
  async ofPatientHerself(application: string, patientId: string): Promise<ServiceRequest[]> {
    const rows = await this.select()
      .where('sr.application', '=', application)
      .where('sr.patient_user_id', '=', patientId)
      .where('sr.requester_organization_id', 'is', null)
      .orderBy('sr.authored_on', 'desc')
      .orderBy('sr.id')
      .execute()
    return this.withDetails(rows)
  }

  /** Whether she has a request of her own still open: no nurse yet, or a visit not over. */
  async hasOpenRequestOfHerOwn(application: string, patientId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('service_requests')
      .select('id')
      .where('application', '=', application)
      .where('patient_user_id', '=', patientId)
      .where('requester_organization_id', 'is', null)
      .where((eb) =>
        eb.or([eb('performer_user_id', 'is', null), eb('route_status', 'in', [...ROUTE_UNDER_WAY])]),
      )
      .limit(1)
      .executeTakeFirst()
    return row !== undefined
  }

  private async withDetails(rows: Row[]): Promise<ServiceRequest[]> {
    const ids = rows.map((row) => row.id)
    const [attachments, dispatches] =
      ids.length === 0
        ? [[], []]
        : await Promise.all([
            this.db
              .selectFrom('service_request_attachments')
              .select(['id', 'service_request_id', 'kind', 'metadata', 'size', 'created_at'])
              .where('service_request_id', 'in', ids)
              .orderBy('created_at')
              .orderBy('id')
              .execute(),
            this.db
              .selectFrom('service_request_dispatches as d')
              .leftJoin('profiles as p', 'p.user_id', 'd.practitioner_id')
              .select([
                'd.id',
                'd.service_request_id',
                'd.practitioner_id',
                'p.given_name',
                'p.family_name',
                'd.status',
                'd.sent_at',
                'd.answered_at',
              ])
              .where('d.service_request_id', 'in', ids)
              .orderBy('d.sent_at')
              .orderBy('d.id')
              .execute(),
          ])
    const dispatchesOf = new Map<string, ServiceRequestDispatch[]>()
    for (const dispatch of dispatches) {
      const list = dispatchesOf.get(dispatch.service_request_id) ?? []
      list.push({
        id: dispatch.id,
        practitioner: {
          id: dispatch.practitioner_id,
          name: fullName(dispatch.given_name, dispatch.family_name),
        },
        status: dispatch.status,
        sentAt: new Date(dispatch.sent_at).toISOString(),
        answeredAt: dispatch.answered_at ? new Date(dispatch.answered_at).toISOString() : null,
      })
      dispatchesOf.set(dispatch.service_request_id, list)
    }
    const byRequest = new Map<string, ServiceRequestAttachment[]>()
    for (const attachment of attachments) {
      const list = byRequest.get(attachment.service_request_id!) ?? []
      list.push({
        id: attachment.id,
        kind: attachment.kind,
        metadata: attachment.metadata,
        size: attachment.size,
        createdAt: attachment.created_at.toISOString(),
      })
      byRequest.set(attachment.service_request_id!, list)
    }
    return rows.map((row) =>
      toServiceRequest(row, byRequest.get(row.id) ?? [], dispatchesOf.get(row.id) ?? []),
    )
  }

  private select() {
    return this.db
      .selectFrom('service_requests as sr')
      .innerJoin('profiles as patient', 'patient.user_id', 'sr.patient_user_id')
      .leftJoin('profiles as requester', 'requester.user_id', 'sr.requester_user_id')
      .leftJoin('profiles as performer', 'performer.user_id', 'sr.performer_user_id')
      .leftJoin('users as performer_user', 'performer_user.id', 'sr.performer_user_id')
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
        'sr.route_status',
        'performer_user.position_latitude as performer_latitude',
        'performer_user.position_longitude as performer_longitude',
      ])
  }
}

type Row = Awaited<ReturnType<ReturnType<ServiceRequestsRepository['select']>['execute']>>[number]

function toServiceRequest(
  row: Row,
  attachments: ServiceRequestAttachment[],
  dispatches: ServiceRequestDispatch[],
): ServiceRequest {
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
    attachments,
    dispatches,
    authoredOn: row.authored_on.toISOString(),
    routeStatus: row.route_status,
    // Only on the way: where the nurse is, never where she was before or after the visit.
    performerPosition:
      row.route_status === 'TRAVELLING' && row.performer_latitude !== null && row.performer_longitude !== null
        ? { latitude: row.performer_latitude, longitude: row.performer_longitude }
        : null,
  }
}
