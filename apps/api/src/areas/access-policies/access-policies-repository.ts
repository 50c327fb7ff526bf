// Reads and writes of access policies and of the access log. The rules that decide (who may answer,
// which status may follow which) are here, in the conditional updates, so that two racing answers meet
// in the database rather than both succeeding: an answer changes a row only from the statuses it may
// follow. A grant opens a resource only while ACCEPTED and within its dates. A request to join a
// structure (`organization`) opens its team through a membership, which the answer accepting it writes
// and the one revoking it removes in the same transaction, so that the team never disagrees with it.
import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { components } from '@relais/api-client/schema'
import { isUniqueViolation } from '../../core/database/database.ts'
import type { DB } from '../database.ts'

type Schemas = components['schemas']
export type AccessPolicy = Schemas['AccessPolicy']
type AccessPolicyStatus = Schemas['AccessPolicyStatus']
type AccessPolicyResource = Schemas['AccessPolicyResource']
export type AccessLogEntry = Schemas['AccessLogEntry']
type Party = Schemas['AccessPolicyParty']

/** Who gains the access: a practitioner's account, or a structure (every member through it). */
export type Grantee = { userId: string; organizationId?: never } | { organizationId: string; userId?: never }

export interface NewAccessRequest {
  application: string
  resource: AccessPolicyResource
  /** Whose resource it is: who answers (the patient, for a medical file). */
  holderUserId: string
  resourceId: string
  grantee: Grantee
  requestedBy: string
  /**
   * PENDING for a request the holder answers; INVITED for an offer of the holder's that the grantee
   * answers (a structure inviting an external practitioner); ACCEPTED for a grant given at once (a
   * patient created).
   */
  status: 'PENDING' | 'INVITED' | 'ACCEPTED'
  now: Date
}

/**
 * The grant a reader holds on a patient's medical file (or a practitioner's calendar), and the structure
 * it came through.
 */
export interface MedicalFileGrant {
  policyId: string
  organizationId: string | null
}

/**
 * An answer, and the statuses it may follow: the holder's (a request asked of them, an offer of theirs
 * withdrawn, a grant revoked), and the grantee's (an offer made to them, accepted or declined).
 */
const ANSWERS = {
  approve: { holderFrom: ['PENDING'], granteeFrom: ['INVITED'], to: 'ACCEPTED' },
  reject: { holderFrom: ['PENDING', 'INVITED'], granteeFrom: ['INVITED'], to: 'REJECTED' },
  revoke: { holderFrom: ['ACCEPTED'], granteeFrom: [], to: 'REJECTED' },
} as const satisfies Record<
  string,
  {
    holderFrom: readonly AccessPolicyStatus[]
    granteeFrom: readonly AccessPolicyStatus[]
    to: AccessPolicyStatus
  }
>
export type Answer = keyof typeof ANSWERS

const LIVE_STATUSES = ['PENDING', 'INVITED', 'ACCEPTED'] as const

export interface JoinRequestRecord {
  id: string
  organization: { id: string; name: string; city: string | null }
  createdAt: Date
}

export class AccessPoliciesRepository {
  /** `db` may be a transaction already (the patients area's creation): an answer then joins it. */
  constructor(private readonly db: Kysely<DB>) {}

  private inTransaction<T>(work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
    return this.db.isTransaction ? work(this.db) : this.db.transaction().execute(work)
  }

  /**
   * Records a request (or a grant given at once). Undefined when the grantee already has a live policy
   * on the resource (a unique index, so two racing requests meet).
   */
  async create(request: NewAccessRequest): Promise<AccessPolicy | undefined> {
    const id = randomUUID()
    try {
      await this.db
        .insertInto('access_policies')
        .values({
          id,
          application: request.application,
          resource: request.resource,
          holder_user_id: request.holderUserId,
          resource_id: request.resourceId,
          grantee_user_id: request.grantee.userId ?? null,
          grantee_organization_id: request.grantee.organizationId ?? null,
          status: request.status,
          rights: JSON.stringify(['read']),
          requested_by: request.requestedBy,
          created_at: request.now,
          updated_at: request.now,
          decided_at: request.status === 'ACCEPTED' ? request.now : null,
        })
        .execute()
    } catch (error) {
      if (isUniqueViolation(error)) return undefined
      throw error
    }
    return this.find(id)
  }

  /** The policy by id, with its parties' names. */
  async find(id: string): Promise<AccessPolicy | undefined> {
    const [policy] = await this.select().where('ap.id', '=', id).execute()
    return policy && toPolicy(policy)
  }

  /**
   * An answer by `userId`: the policy moves to the answer's status only from those it may follow, and
   * only when `userId` holds it, or is the grantee of an offer (`INVITED`: someone else asked for it).
   * `forHolder`: `userId` answers as the holder `forHolder` (a structure's manager for the structure's
   * account), which the decision then names `userId` for. Undefined when no such policy of theirs
   * exists; `conflict` when it exists in a status the answer cannot follow.
   */
  async answer(
    application: string,
    id: string,
    userId: string,
    answer: Answer,
    now: Date,
    { forHolder }: { forHolder?: string } = {},
  ): Promise<AccessPolicy | 'conflict' | undefined> {
    const { holderFrom, granteeFrom, to } = ANSWERS[answer]
    const updated = await this.inTransaction(async (trx) => {
      const row = await trx
        .updateTable('access_policies')
        .set({ status: to, updated_at: now, decided_at: now })
        .where('id', '=', id)
        .where('application', '=', application)
        .where((eb) => {
          const asHolder = eb.and([
            eb('holder_user_id', '=', forHolder ?? userId),
            eb('status', 'in', holderFrom),
          ])
          if (forHolder || granteeFrom.length === 0) return asHolder
          return eb.or([
            asHolder,
            eb.and([eb('grantee_user_id', '=', userId), eb('status', 'in', granteeFrom)]),
          ])
        })
        .returning(['id', 'resource', 'resource_id', 'grantee_user_id', 'grantee_organization_id'])
        .executeTakeFirst()
      if (!row) return row
      // On record for good, whatever the policy's row becomes afterwards.
      await trx
        .insertInto('access_policy_decisions')
        .values({
          id: randomUUID(),
          application,
          access_policy_id: row.id,
          resource: row.resource,
          resource_id: row.resource_id,
          decided_by: userId,
          grantee_user_id: row.grantee_user_id,
          grantee_organization_id: row.grantee_organization_id,
          answer,
          status: to,
          decided_at: now,
        })
        .execute()
      if (row.resource === 'organization' && row.grantee_user_id) {
        await followMembership(trx, answer, row.resource_id, row.grantee_user_id, now)
      }
      return row
    })
    if (updated) return this.find(id)
    // The grantee of an offer knows of it (answered already: a conflict); a requester's own request is
    // not theirs to answer, as if it did not exist.
    const existing = await this.db
      .selectFrom('access_policies')
      .select('id')
      .where('id', '=', id)
      .where('application', '=', application)
      .where((eb) =>
        forHolder
          ? eb('holder_user_id', '=', forHolder)
          : eb.or([
              eb('holder_user_id', '=', userId),
              eb.and([eb('grantee_user_id', '=', userId), eb('requested_by', 'is distinct from', userId)]),
            ]),
      )
      .executeTakeFirst()
    return existing ? 'conflict' : undefined
  }

  /** Who asked for the policy (a member of the structure, for a structure's request), if still there. */
  async requesterOf(id: string): Promise<string | null> {
    const row = await this.db
      .selectFrom('access_policies')
      .select(['requested_by', 'grantee_user_id'])
      .where('id', '=', id)
      .executeTakeFirst()
    return row?.requested_by ?? row?.grantee_user_id ?? null
  }

  /** What waits for the holder's answer, and what they granted, newest first. */
  async forHolder(
    application: string,
    holderUserId: string,
  ): Promise<{ pending: AccessPolicy[]; accepted: AccessPolicy[] }> {
    const rows = await this.select()
      .where('ap.application', '=', application)
      .where('ap.holder_user_id', '=', holderUserId)
      .where('ap.status', 'in', ['PENDING', 'ACCEPTED'])
      .orderBy('ap.created_at', 'desc')
      .orderBy('ap.id')
      .execute()
    const policies = rows.map(toPolicy)
    return {
      pending: policies.filter((p) => p.status === 'PENDING'),
      accepted: policies.filter((p) => p.status === 'ACCEPTED'),
    }
  }

  /** A practitioner's requests to join a structure still waiting for its answer, newest first. */
  async pendingRequestsOf(application: string, userId: string): Promise<JoinRequestRecord[]> {
    const rows = await this.db
      .selectFrom('access_policies as ap')
      .innerJoin('organizations as o', 'o.id', 'ap.resource_id')
      .select([
        'ap.id',
        'ap.created_at',
        'o.id as organization_id',
        'o.name',
        sql<string | null>`o.address ->> 'city'`.as('city'),
      ])
      .where('ap.application', '=', application)
      .where('ap.resource', '=', 'organization')
      .where('ap.grantee_user_id', '=', userId)
      .where('ap.status', '=', 'PENDING')
      .orderBy('ap.created_at', 'desc')
      .execute()
    return rows.map((row) => ({
      id: row.id,
      organization: { id: row.organization_id, name: row.name, city: row.city },
      createdAt: new Date(row.created_at),
    }))
  }

  /**
   * The name of the structure an `organization` (or `organization_external_practitioners`) policy is
   * about: how its answer is announced.
   */
  async organizationNameOf(id: string): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('access_policies as ap')
      .innerJoin('organizations as o', 'o.id', 'ap.resource_id')
      .select('o.name')
      .where('ap.id', '=', id)
      .where('ap.resource', 'in', ['organization', 'organization_external_practitioners'])
      .executeTakeFirst()
    return row?.name
  }

  /** The live policy (asked, offered or in force) of a grantee on a patient's medical file, if any. */
  async liveMedicalFilePolicy(patientId: string, grantee: Grantee): Promise<AccessPolicy | undefined> {
    return this.livePolicy('medical-file', patientId, grantee)
  }

  /** The live policy (asked, offered or in force) of a grantee on a resource, if any. */
  async livePolicy(
    resource: AccessPolicyResource,
    resourceId: string,
    grantee: Grantee,
  ): Promise<AccessPolicy | undefined> {
    let query = this.select()
      .where('ap.resource', '=', resource)
      .where('ap.resource_id', '=', resourceId)
      .where('ap.status', 'in', LIVE_STATUSES)
    query = grantee.userId
      ? query.where('ap.grantee_user_id', '=', grantee.userId)
      : query.where('ap.grantee_organization_id', '=', grantee.organizationId!)
    const [row] = await query.execute()
    return row && toPolicy(row)
  }

  /**
   * Where a grantee stands on a holder's resource: the live policy when there is one, else the latest
   * refused or revoked one; undefined when nothing was ever asked. A live policy comes first whatever
   * the dates say: there is at most one, and it is the newest (two written in the same instant would
   * otherwise tie).
   */
  async latestPolicy(
    application: string,
    resource: AccessPolicyResource,
    holderUserId: string,
    resourceId: string,
    grantee: Grantee,
  ): Promise<AccessPolicy | undefined> {
    let query = this.select()
      .where('ap.application', '=', application)
      .where('ap.resource', '=', resource)
      .where('ap.holder_user_id', '=', holderUserId)
      .where('ap.resource_id', '=', resourceId)
    query = grantee.userId
      ? query.where('ap.grantee_user_id', '=', grantee.userId)
      : query.where('ap.grantee_organization_id', '=', grantee.organizationId!)
    const [row] = await query
      .orderBy(sql`ap.status = 'REJECTED'`)
      .orderBy('ap.created_at', 'desc')
      .orderBy('ap.id')
      .limit(1)
      .execute()
    return row && toPolicy(row)
  }

  /**
   * The accepted medical-file grant through which `readerUserId` may read the patient's file now: their
   * own, else one of a structure they belong to. Undefined when there is none in force.
   */
  async medicalFileGrant(
    application: string,
    patientId: string,
    readerUserId: string,
    now: Date,
  ): Promise<MedicalFileGrant | undefined> {
    return this.grantInForce(application, 'medical-file', patientId, readerUserId, now)
  }

  /** Whether the structure itself holds an accepted medical-file grant on the patient now. */
  async organizationHoldsMedicalFile(
    application: string,
    organizationId: string,
    patientId: string,
    now: Date,
  ): Promise<boolean> {
    const row = await this.db
      .selectFrom('access_policies as ap')
      .select('ap.id')
      .where('ap.application', '=', application)
      .where('ap.resource', '=', 'medical-file')
      .where('ap.resource_id', '=', patientId)
      .where('ap.grantee_organization_id', '=', organizationId)
      .where('ap.status', '=', 'ACCEPTED')
      .where((eb) => eb.or([eb('ap.valid_from', 'is', null), eb('ap.valid_from', '<=', now)]))
      .where((eb) => eb.or([eb('ap.valid_to', 'is', null), eb('ap.valid_to', '>', now)]))
      .executeTakeFirst()
    return row !== undefined
  }

  /**
   * The accepted grant on a practitioner's calendar through which `userId` may read and edit their
   * schedule and appointments now: their own, else one of a structure they belong to.
   */
  async practitionerCalendarGrant(
    application: string,
    practitionerId: string,
    userId: string,
    now: Date,
  ): Promise<MedicalFileGrant | undefined> {
    return this.grantInForce(application, 'practitioner_calendar', practitionerId, userId, now)
  }

  private async grantInForce(
    application: string,
    resource: AccessPolicyResource,
    resourceId: string,
    readerUserId: string,
    now: Date,
  ): Promise<MedicalFileGrant | undefined> {
    const row = await this.db
      .selectFrom('access_policies as ap')
      .leftJoin('organization_members as m', (join) =>
        join.onRef('m.organization_id', '=', 'ap.grantee_organization_id').on('m.user_id', '=', readerUserId),
      )
      .select(['ap.id', 'ap.grantee_organization_id'])
      .where('ap.application', '=', application)
      .where('ap.resource', '=', resource)
      .where('ap.resource_id', '=', resourceId)
      .where('ap.status', '=', 'ACCEPTED')
      .where((eb) => eb.or([eb('ap.grantee_user_id', '=', readerUserId), eb('m.user_id', 'is not', null)]))
      .where((eb) => eb.or([eb('ap.valid_from', 'is', null), eb('ap.valid_from', '<=', now)]))
      .where((eb) => eb.or([eb('ap.valid_to', 'is', null), eb('ap.valid_to', '>', now)]))
      // A practitioner's own grant first: the log then names no structure.
      .orderBy(sql`ap.grantee_user_id is null`)
      .limit(1)
      .executeTakeFirst()
    return row && { policyId: row.id, organizationId: row.grantee_organization_id }
  }

  /**
   * Appends a reading or a writing of a patient's medical content to their access log (never the
   * content itself).
   */
  async logAccess(entry: {
    application: string
    patientId: string
    readerUserId: string
    grant: MedicalFileGrant
    resource: AccessLogEntry['resource']
    resourceId?: string
    action: AccessLogEntry['action']
    now: Date
  }): Promise<void> {
    await this.db
      .insertInto('access_log')
      .values({
        id: randomUUID(),
        application: entry.application,
        patient_user_id: entry.patientId,
        reader_user_id: entry.readerUserId,
        reader_organization_id: entry.grant.organizationId,
        access_policy_id: entry.grant.policyId,
        resource: entry.resource,
        resource_id: entry.resourceId ?? null,
        action: entry.action,
        read_at: entry.now,
      })
      .execute()
  }

  /** The patient's access log, the latest first, with the readers' names. */
  async readsOf(application: string, patientId: string, limit: number): Promise<AccessLogEntry[]> {
    const rows = await this.db
      .selectFrom('access_log as l')
      .leftJoin('users as u', 'u.id', 'l.reader_user_id')
      .leftJoin('profiles as p', 'p.user_id', 'l.reader_user_id')
      .leftJoin('organizations as o', 'o.id', 'l.reader_organization_id')
      .select([
        'l.id',
        'l.read_at',
        'l.resource',
        'l.action',
        'l.reader_user_id',
        'u.user_type',
        'p.given_name',
        'p.family_name',
        'o.name as organization_name',
      ])
      .where('l.application', '=', application)
      .where('l.patient_user_id', '=', patientId)
      .orderBy('l.read_at', 'desc')
      .orderBy('l.id')
      .limit(limit)
      .execute()
    return rows.map((row) => {
      const person = personName(row.given_name, row.family_name)
      return {
        id: row.id,
        readAt: new Date(row.read_at).toISOString(),
        resource: row.resource,
        action: row.action,
        reader: {
          id: row.reader_user_id,
          type: (row.user_type ?? 'doctor') as Party['type'],
          // Through a structure's grant, the log says which: the patient granted the structure.
          name: row.organization_name ? `${person} (${row.organization_name})` : person,
        },
      }
    })
  }

  private select() {
    return this.db
      .selectFrom('access_policies as ap')
      .innerJoin('users as hu', 'hu.id', 'ap.holder_user_id')
      .leftJoin('profiles as hp', 'hp.user_id', 'ap.holder_user_id')
      .leftJoin('users as gu', 'gu.id', 'ap.grantee_user_id')
      .leftJoin('profiles as gp', 'gp.user_id', 'ap.grantee_user_id')
      .leftJoin('organizations as go', 'go.id', 'ap.grantee_organization_id')
      .select([
        'ap.id',
        'ap.resource',
        'ap.status',
        'ap.rights',
        'ap.valid_from',
        'ap.valid_to',
        'ap.created_at',
        'ap.decided_at',
        'ap.holder_user_id',
        'hu.user_type as holder_type',
        'hp.given_name as holder_given',
        'hp.family_name as holder_family',
        'ap.grantee_user_id',
        'gu.user_type as grantee_type',
        'gp.given_name as grantee_given',
        'gp.family_name as grantee_family',
        'ap.grantee_organization_id',
        'go.name as grantee_organization_name',
      ])
  }
}

/**
 * What an answer on a structure's policy does to its team: accepting makes the grantee a member (a
 * membership already there stays as it is), revoking ends that membership, never a manager's.
 */
async function followMembership(
  trx: Kysely<DB>,
  answer: Answer,
  organizationId: string,
  userId: string,
  now: Date,
): Promise<void> {
  if (answer === 'approve') {
    await trx
      .insertInto('organization_members')
      .values({ organization_id: organizationId, user_id: userId, role: 'member', created_at: now })
      .onConflict((oc) => oc.columns(['organization_id', 'user_id']).doNothing())
      .execute()
  } else if (answer === 'revoke') {
    await trx
      .deleteFrom('organization_members')
      .where('organization_id', '=', organizationId)
      .where('user_id', '=', userId)
      .where('role', '=', 'member')
      .execute()
  }
}

type PolicyRow = Awaited<ReturnType<ReturnType<AccessPoliciesRepository['select']>['execute']>>[number]

const personName = (given: string | null, family: string | null) => `${given ?? ''} ${family ?? ''}`.trim()

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString())

function toPolicy(row: PolicyRow): AccessPolicy {
  const grantee: Party = row.grantee_organization_id
    ? { id: row.grantee_organization_id, type: 'organization', name: row.grantee_organization_name ?? '' }
    : {
        id: row.grantee_user_id!,
        type: (row.grantee_type ?? 'doctor') as Party['type'],
        name: personName(row.grantee_given, row.grantee_family),
      }
  return {
    id: row.id,
    resource: row.resource as AccessPolicyResource,
    status: row.status,
    from: iso(row.valid_from),
    to: iso(row.valid_to),
    rights: row.rights as AccessPolicy['rights'],
    holder: {
      id: row.holder_user_id,
      type: row.holder_type as Party['type'],
      name: personName(row.holder_given, row.holder_family),
    },
    grantee,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: iso(row.decided_at),
  }
}
