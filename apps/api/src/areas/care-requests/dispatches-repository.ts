// A care request's dispatches: sending it to practitioners, and their answers. Each change runs in a
// transaction that first locks the request's row, so that two members sending it at once, or two
// practitioners accepting it at once, take turns: the second sees what the first did (one performer,
// one waiting dispatch per practitioner).
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { components } from '@relais/api-client/schema'
import type { DB } from '../database.ts'

type DispatchStatus = components['schemas']['ServiceRequestDispatchStatus']

/** The statuses a structure's request may be sent from. */
const DISPATCHABLE = ['DRAFT', 'ONHOLD'] as const

export type DispatchOutcome =
  | { outcome: 'missing' }
  | { outcome: 'taken' }
  /** `sent`: the new dispatches, by practitioner; one already waiting is not repeated. */
  | { outcome: 'sent'; sent: { dispatchId: string; practitionerId: string }[] }

export type AnswerOutcome =
  | { outcome: 'missing' }
  /** The dispatch was answered, or withdrawn, before: its status now. */
  | { outcome: 'answered'; status: DispatchStatus }
  | { outcome: 'done'; organizationId: string | null }

export class ServiceRequestDispatchesRepository {
  constructor(private readonly db: Kysely<DB>) {}

  /** The request's row, locked until the transaction ends; undefined when it is not the application's. */
  private static async lockRequest(tx: Kysely<DB>, application: string, serviceRequestId: string) {
    return tx
      .selectFrom('service_requests')
      .select(['id', 'status', 'requester_organization_id'])
      .where('application', '=', application)
      .where('id', '=', serviceRequestId)
      .forUpdate()
      .executeTakeFirst()
  }

  /**
   * Sends the structure's request to the practitioners: a `PENDING` dispatch for each who has none
   * waiting, and the request `ONHOLD`. Only a `DRAFT` or `ONHOLD` request (`taken` otherwise).
   */
  async dispatch(input: {
    application: string
    organizationId: string
    serviceRequestId: string
    practitionerIds: readonly string[]
    now: Date
  }): Promise<DispatchOutcome> {
    return this.db.transaction().execute(async (tx) => {
      const request = await ServiceRequestDispatchesRepository.lockRequest(
        tx,
        input.application,
        input.serviceRequestId,
      )
      if (!request || request.requester_organization_id !== input.organizationId)
        return { outcome: 'missing' }
      if (!(DISPATCHABLE as readonly string[]).includes(request.status)) return { outcome: 'taken' }
      const waiting = await tx
        .selectFrom('service_request_dispatches')
        .select('practitioner_id')
        .where('service_request_id', '=', request.id)
        .where('status', '=', 'PENDING')
        .execute()
      const already = new Set(waiting.map((row) => row.practitioner_id))
      const sent = input.practitionerIds
        .filter((id) => !already.has(id))
        .map((practitionerId) => ({ dispatchId: randomUUID(), practitionerId }))
      if (sent.length > 0) {
        await tx
          .insertInto('service_request_dispatches')
          .values(
            sent.map(({ dispatchId, practitionerId }) => ({
              id: dispatchId,
              service_request_id: request.id,
              practitioner_id: practitionerId,
              status: 'PENDING' as const,
              sent_at: input.now,
              answered_at: null,
            })),
          )
          .execute()
      }
      await tx
        .updateTable('service_requests')
        .set({ status: 'ONHOLD' })
        .where('id', '=', request.id)
        .execute()
      return { outcome: 'sent', sent }
    })
  }

  /**
   * The practitioner's answer to their dispatch. Accepting makes them the request's performer, the
   * request `ACTIVE` and withdraws the other waiting dispatches; declining answers theirs only. A
   * dispatch of someone else, of another request or application is `missing`; one no longer waiting,
   * `answered`.
   */
  async answer(input: {
    application: string
    serviceRequestId: string
    dispatchId: string
    practitionerId: string
    answer: 'accept' | 'decline'
    now: Date
  }): Promise<AnswerOutcome> {
    return this.db.transaction().execute(async (tx) => {
      const request = await ServiceRequestDispatchesRepository.lockRequest(
        tx,
        input.application,
        input.serviceRequestId,
      )
      if (!request) return { outcome: 'missing' }
      const dispatch = await tx
        .selectFrom('service_request_dispatches')
        .select(['id', 'status'])
        .where('id', '=', input.dispatchId)
        .where('service_request_id', '=', request.id)
        .where('practitioner_id', '=', input.practitionerId)
        .executeTakeFirst()
      if (!dispatch) return { outcome: 'missing' }
      if (dispatch.status !== 'PENDING') return { outcome: 'answered', status: dispatch.status }
      await tx
        .updateTable('service_request_dispatches')
        .set({ status: input.answer === 'accept' ? 'ACCEPTED' : 'DECLINED', answered_at: input.now })
        .where('id', '=', dispatch.id)
        .execute()
      if (input.answer === 'accept') {
        await tx
          .updateTable('service_request_dispatches')
          .set({ status: 'WITHDRAWN', answered_at: input.now })
          .where('service_request_id', '=', request.id)
          .where('status', '=', 'PENDING')
          .execute()
        await tx
          .updateTable('service_requests')
          .set({ status: 'ACTIVE', performer_user_id: input.practitionerId })
          .where('id', '=', request.id)
          .execute()
      }
      return { outcome: 'done', organizationId: request.requester_organization_id }
    })
  }
}
