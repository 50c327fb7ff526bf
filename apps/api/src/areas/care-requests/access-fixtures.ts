// The care-requests area's rows of the authorization matrix. A caller's structure (the one it belongs
// to, else a new one it joins) holds a patient's file, for whom requests are made and read; a patient
// caller reads a request made for her. `foreign` aims at a structure only a stranger belongs to: its
// patient, its list and its request.
import { randomBytes, randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import type { Kysely } from 'kysely'
import { APPLICATIONS, type Application } from '../../core/config.ts'
import { accountIdOf, defineAccess, type Caller } from '../../testing/access-matrix.ts'
import { insertUser } from '../../testing/accounts.ts'
import { testEnvelope } from '../../testing/envelopes.ts'
import type { TestApi } from '../../testing/harness.ts'
import { insertTestPatient } from '../../testing/medical-files.ts'
import { multipartBody } from '../../testing/multipart.ts'
import { insertStructure } from '../../testing/structures.ts'
import { AccessPoliciesRepository } from '../access-policies/index.ts'
import type { DB } from '../database.ts'
import { ServiceRequestsRepository } from './service-requests-repository.ts'

const LOCATION = {
  text: '12 rue des Lilas, 93260 Les Lilas',
  city: 'Les Lilas',
  country: 'FR',
  coordinates: { latitude: 48.8796, longitude: 2.4163 },
}

interface CareRequestsFixtures {
  /** A structure the caller's account belongs to, and a patient whose file it holds. */
  structureOf(caller: Caller): Promise<{ organizationId: string; patientId: string }>
  /** A request the caller may read: made for them (a patient) or by their structure. */
  readableBy(caller: Caller): Promise<string>
  /** A document of a request the caller may read, its blob stored. */
  attachmentReadableBy(caller: Caller): Promise<{ serviceRequestId: string; attachmentId: string }>
  /** Per application: a stranger's structure, its patient, its request and the request's document. */
  foreign: Record<
    Application,
    { organizationId: string; patientId: string; requestId: string; attachmentId: string }
  >
}

/** The wizard's liaison letter, as the browser sends it: encrypted, with its encrypted metadata. */
const attachmentUpload = () =>
  multipartBody({ kind: 'llsDoc', metadata: testEnvelope('attachment-metadata') }, Buffer.from('RVF1 lettre'))

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
    foreign[app] = {
      organizationId,
      patientId,
      requestId,
      attachmentId: await attachTo(app, requestId, organizationId, stranger),
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

  return {
    foreign,
    structureOf,
    readableBy,
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
  },
})
