// The care-requests area's rows of the authorization matrix. A caller's structure (the one it belongs
// to, else a new one it joins) holds a patient's file, for whom requests are made and read, and has an
// external midwife eligible for them, to whom they are sent; a patient caller reads a request made for
// her; a practitioner caller answers a request sent to them. `foreign` aims at a structure only a
// stranger belongs to: its patient, its list, its request and the request sent to another midwife. The
// dispatch centre assigns a home visit a new mobility patient asked for to a nurse.
import { randomBytes, randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import type { Kysely } from 'kysely'
import { APPLICATIONS, type Application } from '../../core/config.ts'
import { accountIdOf, defineAccess, type Caller } from '../../testing/access-matrix.ts'
import { insertUser } from '../../testing/accounts.ts'
import { openSchedule } from '../../testing/agendas.ts'
import { testEnvelope } from '../../testing/envelopes.ts'
import type { TestApi } from '../../testing/harness.ts'
import { insertTestPatient } from '../../testing/medical-files.ts'
import { multipartBody } from '../../testing/multipart.ts'
import { insertStructure } from '../../testing/structures.ts'
import { AccessPoliciesRepository } from '../access-policies/index.ts'
import type { DB } from '../database.ts'
import { ServiceRequestDispatchesRepository } from './dispatches-repository.ts'
import { ServiceRequestsRepository } from './service-requests-repository.ts'

const LOCATION = {
  text: '12 rue des Lilas, 93260 Les Lilas',
  city: 'Les Lilas',
  country: 'FR',
  coordinates: { latitude: 48.8796, longitude: 2.4163 },
}
/** About 2.5 km from LOCATION. */
const PANTIN = { latitude: 48.8944, longitude: 2.4097 }

/**
 * A midwife who accepted to be one of the structure's external practitioners, with a profile and a
 * schedule: by default eligible for the fixtures' early discharges (2.5 km away from LOCATION, within
 * her 20 km, qualified, free all day).
 */
export async function insertExternalMidwife(
  db: Kysely<DB>,
  app: Application,
  organizationId: string,
  options: {
    givenName?: string
    familyName?: string
    email?: string
    /** Null: no coordinates anywhere in her profile. */
    position?: { latitude: number; longitude: number } | null
    radiusKm?: number | null
    qualifications?: string[]
    affiliatedToPmi?: boolean
    /** Her recurring hours every day (minutes from midnight); null: no schedule. */
    hours?: { start: number; end: number }[] | null
    accepted?: boolean
    now?: Date
  } = {},
): Promise<string> {
  const position = options.position === undefined ? PANTIN : options.position
  const userId = await insertUser(db, {
    application: app,
    userType: 'midwife',
    email: options.email ?? `sage-femme.externe.${randomUUID()}@example.fr`,
    profile: {
      givenName: options.givenName ?? 'Chloé',
      familyName: options.familyName ?? 'Externe',
      exercice_zone: JSON.stringify({
        text: 'Zone d’exercice',
        ...(position ? { coordinates: position } : {}),
      }),
      exercice_radius: options.radiusKm === undefined ? 20 : options.radiusKm,
      qualifications: JSON.stringify(options.qualifications ?? ['POSTPARTUM_CONSULTATION']),
      role_details: JSON.stringify({
        initialProfile: 'LIBERAL',
        affiliatedToPmi: options.affiliatedToPmi ?? false,
      }),
    },
  })
  const hours = options.hours === undefined ? [{ start: 0, end: 1440 }] : options.hours
  if (hours) await openSchedule(db, app, userId, { hours })
  const holder = await db
    .selectFrom('organization_members')
    .select('user_id')
    .where('organization_id', '=', organizationId)
    .orderBy('role')
    .executeTakeFirstOrThrow()
  await new AccessPoliciesRepository(db).create({
    application: app,
    resource: 'organization_external_practitioners',
    holderUserId: holder.user_id,
    resourceId: organizationId,
    grantee: { userId },
    requestedBy: holder.user_id,
    status: options.accepted === false ? 'INVITED' : 'ACCEPTED',
    now: options.now ?? new Date(),
  })
  return userId
}

interface CareRequestsFixtures {
  /** A structure the caller's account belongs to, and a patient whose file it holds. */
  structureOf(caller: Caller): Promise<{ organizationId: string; patientId: string }>
  /** A request the caller may read: made for them (a patient) or by their structure. */
  readableBy(caller: Caller): Promise<string>
  /** A document of a request the caller may read, its blob stored. */
  attachmentReadableBy(caller: Caller): Promise<{ serviceRequestId: string; attachmentId: string }>
  /** A new draft of the caller's structure, and an external midwife eligible for it. */
  dispatchableBy(
    caller: Caller,
  ): Promise<{ organizationId: string; serviceRequestId: string; practitionerId: string }>
  /** A home visit a new mobility patient asked for, waiting for a nurse, and an active nurse. */
  waitingVisit(): Promise<{ serviceRequestId: string; nurseId: string }>
  /** A home visit of a new patient of the caller's application given to the caller, not started. */
  visitGivenTo(caller: Caller): Promise<string>
  /** The same, given to another nurse. */
  visitGivenToAnotherNurse(app: Application): Promise<string>
  /** A request of a stranger's structure sent to the caller, waiting for their answer. */
  sentTo(caller: Caller): Promise<{ serviceRequestId: string; dispatchId: string }>
  /**
   * Per application: a stranger's structure, its patient, its request, the request's document, and
   * the request sent to another midwife, her dispatch waiting for her answer.
   */
  foreign: Record<
    Application,
    {
      organizationId: string
      patientId: string
      requestId: string
      attachmentId: string
      practitionerId: string
      dispatchId: string
    }
  >
}

/** The wizard's liaison letter, as the browser sends it: encrypted, with its encrypted metadata. */
const attachmentUpload = () =>
  multipartBody({ kind: 'llsDoc', metadata: testEnvelope('attachment-metadata') }, Buffer.from('RVF1 lettre'))

/** A patient's own request for a nurse at home, as her browser sends it. */
export const newSelfServiceRequest = () => ({
  requestDate: '2026-12-10',
  location: {
    text: 'Rue des Jardins, Cocody, Abidjan',
    city: 'Abidjan',
    country: 'CI',
    coordinates: { latitude: 5.3599, longitude: -3.9866 },
  },
  form: testEnvelope(`home-visit-${randomUUID()}`),
})

/** An active mobility nurse working around Abidjan. */
export async function insertNurse(
  db: Kysely<DB>,
  options: { givenName?: string; position?: { latitude: number; longitude: number } } = {},
): Promise<string> {
  return insertUser(db, {
    application: 'mobility',
    userType: 'assistant',
    email: `infirmier.${randomUUID()}@example.fr`,
    profile: {
      givenName: options.givenName ?? 'Awa',
      familyName: 'Koné',
      exercice_zone: JSON.stringify({
        text: 'Cocody, Abidjan',
        coordinates: options.position ?? { latitude: 5.35, longitude: -4.0 },
      }),
      exercice_radius: 15,
    },
  })
}

export const newServiceRequest = (patientId: string) => ({
  patientId,
  requestTypes: ['EARLY_DISCHARGE'],
  requestDate: '2026-12-10',
  location: LOCATION,
  form: testEnvelope(`care-request-${patientId}`),
})

async function createCareRequestsFixtures(t: TestApi): Promise<CareRequestsFixtures> {
  const db = t.api.db as unknown as Kysely<DB>
  const policies = new AccessPoliciesRepository(db)
  const requests = new ServiceRequestsRepository(db)
  const dispatches = new ServiceRequestDispatchesRepository(db)
  const now = t.clock.now()

  /** A new patient whose file `organizationId` holds. */
  async function patientOf(app: Application, organizationId: string) {
    const patientId = await insertTestPatient(db, app, 'Demande')
    await policies.create({
      application: app,
      resource: 'medical-file',
      holderUserId: patientId,
      resourceId: patientId,
      grantee: { organizationId },
      requestedBy: patientId,
      status: 'ACCEPTED',
      now,
    })
    return patientId
  }
  const insertRequest = (app: Application, patientId: string, organizationId: string, by: string) =>
    requests.insert({
      application: app,
      status: 'DRAFT',
      requestTypes: ['EARLY_DISCHARGE'],
      requestDate: '2026-12-10',
      patientId,
      requesterUserId: by,
      requesterOrganizationId: organizationId,
      location: LOCATION,
      form: testEnvelope(`care-request-${randomUUID()}`),
      now,
    })

  /** A stored document of the request, as if its wizard had sent it. */
  async function attachTo(app: Application, serviceRequestId: string, organizationId: string, by: string) {
    const storageKey = randomBytes(24).toString('base64url')
    const { size } = await t.api.storage.put(storageKey, Readable.from([Buffer.from('RVF1 lettre')]), {
      maxBytes: 1024,
    })
    const { id } = await requests.insertAttachment({
      application: app,
      organizationId,
      uploaderUserId: by,
      kind: 'llsDoc',
      metadata: testEnvelope('attachment-metadata'),
      storageKey,
      size,
      now,
    })
    await db
      .updateTable('service_request_attachments')
      .set({ service_request_id: serviceRequestId })
      .where('id', '=', id)
      .execute()
    return id
  }

  /** The request sent to the practitioner, as the dispatch would; answers the dispatch's id. */
  async function sendTo(app: Application, organizationId: string, requestId: string, practitionerId: string) {
    const outcome = await dispatches.dispatch({
      application: app,
      organizationId,
      serviceRequestId: requestId,
      practitionerIds: [practitionerId],
      now,
    })
    if (outcome.outcome !== 'sent' || !outcome.sent[0]) throw new Error('The fixture request was not sent')
    return outcome.sent[0].dispatchId
  }

  const foreign = {} as CareRequestsFixtures['foreign']
  for (const app of APPLICATIONS) {
    const stranger = await insertUser(db, {
      application: app,
      userType: 'midwife',
      email: `sage-femme.inconnue.demandes.${app}@example.fr`,
      profile: { givenName: 'Inès', familyName: 'Inconnue' },
    })
    const organizationId = await insertStructure(db, {
      application: app,
      name: 'Structure étrangère',
      memberIds: [stranger],
    })
    const patientId = await patientOf(app, organizationId)
    const requestId = await insertRequest(app, patientId, organizationId, stranger)
    const practitionerId = await insertExternalMidwife(db, app, organizationId, { now })
    foreign[app] = {
      organizationId,
      patientId,
      requestId,
      attachmentId: await attachTo(app, requestId, organizationId, stranger),
      practitionerId,
      dispatchId: await sendTo(app, organizationId, requestId, practitionerId),
    }
  }

  const structures = new Map<string, Promise<{ organizationId: string; patientId: string }>>()
  async function structureOf(caller: Caller) {
    if (!caller.user) return foreign[caller.app]
    const key = `${caller.app}/${caller.user}`
    if (!structures.has(key)) {
      structures.set(
        key,
        (async () => {
          const userId = await accountIdOf(t, caller)
          const known = await db
            .selectFrom('organization_members as m')
            .innerJoin('organizations as o', 'o.id', 'm.organization_id')
            .select('o.id')
            .where('m.user_id', '=', userId)
            .where('o.application', '=', caller.app)
            .executeTakeFirst()
          const organizationId =
            known?.id ?? (await insertStructure(db, { application: caller.app, memberIds: [userId] }))
          return { organizationId, patientId: await patientOf(caller.app, organizationId) }
        })(),
      )
    }
    return structures.get(key)!
  }

  async function readableBy(caller: Caller) {
    if (!caller.user) return foreign[caller.app].requestId
    const userId = await accountIdOf(t, caller)
    if (caller.userType === 'patient') {
      const { organizationId } = foreign[caller.app]
      return insertRequest(caller.app, userId, organizationId, userId)
    }
    const { organizationId, patientId } = await structureOf(caller)
    return insertRequest(caller.app, patientId, organizationId, userId)
  }

  async function visitGivenToAnotherNurse(app: Application) {
    const other = await insertUser(db, {
      application: app,
      userType: 'assistant',
      email: `infirmier.autre.${randomUUID()}@example.fr`,
      profile: { givenName: 'Ama', familyName: 'Autre' },
    })
    return visitGiven(app, other)
  }

  /** A home visit of a new patient of `app` given to `performerId`, not started. */
  async function visitGiven(app: Application, performerId: string) {
    const patientId = await insertTestPatient(db, app, 'Tournée')
    const serviceRequestId = await requests.insert({
      application: app,
      status: 'ACTIVE',
      requestTypes: [],
      patientId,
      requesterUserId: patientId,
      requesterOrganizationId: null,
      ...newSelfServiceRequest(),
      now,
    })
    await db
      .updateTable('service_requests')
      .set({ performer_user_id: performerId, route_status: 'QUEUED' })
      .where('id', '=', serviceRequestId)
      .execute()
    return serviceRequestId
  }

  const candidates = new Map<string, Promise<string>>()
  let nurse: Promise<string> | undefined
  return {
    foreign,
    async visitGivenTo(caller) {
      // No account, no visit of theirs: someone else's.
      if (!caller.user) return visitGivenToAnotherNurse(caller.app)
      return visitGiven(caller.app, await accountIdOf(t, caller))
    },
    visitGivenToAnotherNurse,
    async waitingVisit() {
      nurse ??= insertNurse(db)
      const patientId = await insertTestPatient(db, 'mobility', 'Visite')
      const serviceRequestId = await requests.insert({
        application: 'mobility',
        status: 'ACTIVE',
        requestTypes: [],
        patientId,
        requesterUserId: patientId,
        requesterOrganizationId: null,
        ...newSelfServiceRequest(),
        now,
      })
      return { serviceRequestId, nurseId: await nurse }
    },
    structureOf,
    readableBy,
    async dispatchableBy(caller) {
      if (!caller.user) {
        const { organizationId, requestId, practitionerId } = foreign[caller.app]
        return { organizationId, serviceRequestId: requestId, practitionerId }
      }
      const { organizationId, patientId } = await structureOf(caller)
      if (!candidates.has(organizationId)) {
        candidates.set(organizationId, insertExternalMidwife(db, caller.app, organizationId, { now }))
      }
      const practitionerId = await candidates.get(organizationId)!
      const userId = await accountIdOf(t, caller)
      const serviceRequestId = await insertRequest(caller.app, patientId, organizationId, userId)
      return { organizationId, serviceRequestId, practitionerId }
    },
    async sentTo(caller) {
      const { organizationId, patientId, requestId, dispatchId } = foreign[caller.app]
      if (!caller.user) return { serviceRequestId: requestId, dispatchId }
      const stranger = (await requests.byId(caller.app, requestId))!.requester.user.id
      const serviceRequestId = await insertRequest(caller.app, patientId, organizationId, stranger)
      const userId = await accountIdOf(t, caller)
      return {
        serviceRequestId,
        dispatchId: await sendTo(caller.app, organizationId, serviceRequestId, userId),
      }
    },
    async attachmentReadableBy(caller) {
      const serviceRequestId = await readableBy(caller)
      const request = await requests.byId(caller.app, serviceRequestId)
      const organizationId = request!.requester.organizationId!
      const attachmentId = await attachTo(
        caller.app,
        serviceRequestId,
        organizationId,
        request!.requester.user.id,
      )
      return { serviceRequestId, attachmentId }
    },
  }
}

export const access = defineAccess({
  fixtures: createCareRequestsFixtures,
  rows: {
    createServiceRequest: {
      succeeds: true,
      request: async (fx, caller) => {
        const { organizationId, patientId } = await fx.structureOf(caller)
        return { params: { organizationId }, payload: newServiceRequest(patientId) }
      },
      foreign: (fx, caller) => ({
        params: { organizationId: fx.foreign[caller.app].organizationId },
        payload: newServiceRequest(fx.foreign[caller.app].patientId),
      }),
    },
    listOrganizationServiceRequests: {
      succeeds: true,
      request: async (fx, caller) => ({
        params: { organizationId: (await fx.structureOf(caller)).organizationId },
      }),
      foreign: (fx, caller) => ({ params: { organizationId: fx.foreign[caller.app].organizationId } }),
    },
    getServiceRequest: {
      succeeds: true,
      request: async (fx, caller) => ({ params: { serviceRequestId: await fx.readableBy(caller) } }),
      foreign: (fx, caller) => ({ params: { serviceRequestId: fx.foreign[caller.app].requestId } }),
    },
    uploadServiceRequestAttachment: {
      succeeds: true,
      request: async (fx, caller) => {
        const { payload, headers } = attachmentUpload()
        return { params: { organizationId: (await fx.structureOf(caller)).organizationId }, payload, headers }
      },
      foreign: (fx, caller) => {
        const { payload, headers } = attachmentUpload()
        return { params: { organizationId: fx.foreign[caller.app].organizationId }, payload, headers }
      },
    },
    downloadServiceRequestAttachment: {
      succeeds: true,
      request: async (fx, caller) => ({ params: await fx.attachmentReadableBy(caller) }),
      foreign: (fx, caller) => ({
        params: {
          serviceRequestId: fx.foreign[caller.app].requestId,
          attachmentId: fx.foreign[caller.app].attachmentId,
        },
      }),
    },
    listServiceRequestCandidates: {
      succeeds: true,
      request: async (fx, caller) => {
        const { organizationId, serviceRequestId } = await fx.dispatchableBy(caller)
        return { params: { organizationId, serviceRequestId } }
      },
      foreign: (fx, caller) => ({
        params: {
          organizationId: fx.foreign[caller.app].organizationId,
          serviceRequestId: fx.foreign[caller.app].requestId,
        },
      }),
    },
    dispatchServiceRequest: {
      succeeds: true,
      request: async (fx, caller) => {
        const { organizationId, serviceRequestId, practitionerId } = await fx.dispatchableBy(caller)
        return {
          params: { organizationId, serviceRequestId },
          payload: { practitionersIds: [practitionerId] },
        }
      },
      foreign: (fx, caller) => ({
        params: {
          organizationId: fx.foreign[caller.app].organizationId,
          serviceRequestId: fx.foreign[caller.app].requestId,
        },
        payload: { practitionersIds: [fx.foreign[caller.app].practitionerId] },
      }),
    },
    acceptServiceRequestDispatch: {
      succeeds: true,
      request: async (fx, caller) => ({ params: await fx.sentTo(caller) }),
      // The request sent to another midwife.
      foreign: (fx, caller) => ({
        params: {
          serviceRequestId: fx.foreign[caller.app].requestId,
          dispatchId: fx.foreign[caller.app].dispatchId,
        },
      }),
    },
    declineServiceRequestDispatch: {
      succeeds: true,
      request: async (fx, caller) => ({ params: await fx.sentTo(caller) }),
      foreign: (fx, caller) => ({
        params: {
          serviceRequestId: fx.foreign[caller.app].requestId,
          dispatchId: fx.foreign[caller.app].dispatchId,
        },
      }),
    },
    listPractitionerServiceRequests: { succeeds: true },
    // Outside mobility a patient gets 404 (no home visits there), and a patient who already has an open
    // request gets 409: only the rule on who calls is the matrix's.
    createSelfServiceRequest: { request: () => ({ payload: newSelfServiceRequest() }) },
    listSelfServiceRequests: { succeeds: true },
    getDispatchBoard: { succeeds: true },
    updateServiceRequestRoute: {
      succeeds: true,
      request: async (fx, caller) => ({
        params: { serviceRequestId: await fx.visitGivenTo(caller) },
        payload: { status: 'TRAVELLING' },
      }),
      // Another nurse's visit.
      foreign: async (fx, caller) => ({
        params: { serviceRequestId: await fx.visitGivenToAnotherNurse(caller.app) },
        payload: { status: 'TRAVELLING' },
      }),
    },
    assignServiceRequestPerformer: {
      succeeds: true,
      request: async (fx) => {
        const { serviceRequestId, nurseId } = await fx.waitingVisit()
        return { params: { serviceRequestId }, payload: { performerId: nurseId } }
      },
    },
  },
})
