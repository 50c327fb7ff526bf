// Sending a structure's care request to practitioners over HTTP: its candidates are the structure's
// external midwives ranked from their profiles, schedules, appointments and load; the structure sends
// it to eligible ones only (NO_PRACTITIONERS_FOUND when none is, a 400 at the field when some are
// not), each gets a notification and reads it; the first to accept performs it and the structure is
// told, the others' dispatches are withdrawn; a decline answers one dispatch; a stranger gets 404.
import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertUser, signInHeaders } from '../../testing/accounts.ts'
import { insertAppointment } from '../../testing/agendas.ts'
import { testDatabases } from '../../testing/databases.ts'
import { testEnvelope } from '../../testing/envelopes.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'
import { insertTestPatient } from '../../testing/medical-files.ts'
import { insertStructure } from '../../testing/structures.ts'
import { AccessPoliciesRepository } from '../access-policies/index.ts'
import type { DB } from '../database.ts'
import { insertExternalMidwife, newServiceRequest } from './access-fixtures.ts'
import { ServiceRequestsRepository } from './service-requests-repository.ts'

const PANTIN = { latitude: 48.8944, longitude: 2.4097 }
const VINCENNES = { latitude: 48.8474, longitude: 2.4392 }
const LYON = { latitude: 45.764, longitude: 4.8357 }

describe.each(testDatabases(import.meta.url))('dispatching care requests on $name', (database) => {
  let t: TestApi
  let db: Kysely<DB>
  let organizationId: string
  let otherOrganizationId: string
  let patientId: string
  const ids: Record<string, string> = {}
  const headers: Record<string, Record<string, string>> = {}

  const create = async (body: object = {}) => {
    const res = await t.inject({
      method: 'POST',
      url: `/organization/${organizationId}/service-requests`,
      headers: headers.member,
      payload: { ...newServiceRequest(patientId), ...body },
    })
    expect(res.statusCode, res.payload).toBe(201)
    return res.json().id as string
  }
  const candidates = (as: Record<string, string>, requestId: string, organization = organizationId) =>
    t.inject({
      method: 'GET',
      url: `/organization/${organization}/service-requests/${requestId}/candidates`,
      headers: as,
    })
  const dispatch = (
    as: Record<string, string>,
    requestId: string,
    practitionersIds: string[],
    organization = organizationId,
  ) =>
    t.inject({
      method: 'POST',
      url: `/organization/${organization}/service-requests/${requestId}/dispatch`,
      headers: as,
      payload: { practitionersIds },
    })
  const answer = (
    as: Record<string, string>,
    verb: 'accept' | 'decline',
    requestId: string,
    dispatchId: string,
  ) => t.inject({ method: 'POST', url: `/service-requests/${requestId}/${verb}/${dispatchId}`, headers: as })
  const read = (as: Record<string, string>, requestId: string) =>
    t.inject({ method: 'GET', url: `/service-requests/${requestId}`, headers: as })
  const mine = (as: Record<string, string>) =>
    t.inject({ method: 'GET', url: '/midwife/service-requests', headers: as })
  const notificationsOf = (userId: string) =>
    db
      .selectFrom('notifications')
      .select(['template', 'content', 'payload'])
      .where('user_id', '=', userId)
      .orderBy('seq')
      .execute()

  beforeAll(async () => {
    t = await startTestApi(database)
    db = t.api.db as unknown as Kysely<DB>
    const now = t.clock.now()
    const person = (userType: 'organization' | 'midwife' | 'doctor', email: string, name: [string, string]) =>
      insertUser(db, {
        application: 'perinatal',
        userType,
        email,
        profile: { givenName: name[0], familyName: name[1] },
      })
    ids.manager = await person('organization', 'maternite.envoi@example.fr', ['Maternité', 'des Lilas'])
    ids.member = await person('midwife', 'cadre.envoi@example.fr', ['Marion', 'Cadre'])
    ids.stranger = await person('doctor', 'medecin.envoi@example.fr', ['Karim', 'Externe'])
    organizationId = await insertStructure(db, {
      application: 'perinatal',
      name: 'Maternité des Lilas',
      managerUserId: ids.manager,
      memberIds: [ids.member],
    })
    otherOrganizationId = await insertStructure(db, { application: 'perinatal', memberIds: [ids.stranger] })
    patientId = await insertTestPatient(db, 'perinatal', 'Envoi')
    await new AccessPoliciesRepository(db).create({
      application: 'perinatal',
      resource: 'medical-file',
      holderUserId: patientId,
      resourceId: patientId,
      grantee: { organizationId },
      requestedBy: patientId,
      status: 'ACCEPTED',
      now,
    })

    const external = (key: string, givenName: string, familyName: string, options = {}) =>
      insertExternalMidwife(db, 'perinatal', organizationId, {
        givenName,
        familyName,
        email: `${key}.envoi@example.fr`,
        now,
        ...options,
      }).then((id) => (ids[key] = id))
    // Near, free 08:00–12:00 but for an hour's appointment on the request's date.
    await external('near', 'Inès', 'Proche', { position: PANTIN, hours: [{ start: 480, end: 720 }] })
    // As near, free all day, affiliated to a PMI.
    await external('pmi', 'Paula', 'Protection', { position: PANTIN, affiliatedToPmi: true })
    // Farther, free all day, performing one request already.
    await external('far', 'Bérénice', 'Loin', { position: VINCENNES })
    await external('unqualified', 'Ursule', 'Autre', { qualifications: ['BIRTH_PREPARATION'] })
    await external('busy', 'Béatrice', 'Occupée', { hours: null })
    await external('away', 'Alice', 'Lyon', { position: LYON, radiusKm: 30 })
    // Invited but not answering yet, and a midwife of another structure: no candidates.
    await external('invited', 'Iris', 'Invitée', { accepted: false })
    ids.elsewhere = await insertExternalMidwife(db, 'perinatal', otherOrganizationId, {
      givenName: 'Elsa',
      familyName: 'Ailleurs',
      email: 'elsewhere.envoi@example.fr',
      now,
    })
    await insertAppointment(db, {
      app: 'perinatal',
      patientId,
      practitioners: [{ id: ids.near!, role: 'midwife' }],
      start: new Date('2026-12-10T09:00:00Z'),
      minutes: 60,
    })
    // Bérénice's request in hand.
    const requests = new ServiceRequestsRepository(db)
    const taken = await requests.insert({
      ...newServiceRequest(patientId),
      requestTypes: ['EARLY_DISCHARGE'],
      application: 'perinatal',
      status: 'DRAFT',
      patientId,
      requesterUserId: ids.member!,
      requesterOrganizationId: otherOrganizationId,
      now,
    })
    await db
      .updateTable('service_requests')
      .set({ status: 'ACTIVE', performer_user_id: ids.far! })
      .where('id', '=', taken)
      .execute()

    for (const key of ['member', 'manager', 'stranger', 'near', 'far', 'elsewhere', 'unqualified']) {
      const email = {
        member: 'cadre.envoi@example.fr',
        manager: 'maternite.envoi@example.fr',
        stranger: 'medecin.envoi@example.fr',
      }[key]
      headers[key] = await signInHeaders(t, email ?? `${key}.envoi@example.fr`)
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  it('ranks the structure’s external midwives from their profiles, schedules and load', async () => {
    const requestId = await create()
    const res = await candidates(headers.member!, requestId)
    expect(res.statusCode, res.payload).toBe(200)
    const list = res.json().candidates as {
      practitioner: { id: string; name: string; userType: string }
      eligible: boolean
      travel: { km: number; minutes: number; estimated: boolean } | null
      explanation: string
      rank: number
    }[]
    expect(list.map((c) => c.practitioner.name)).toEqual([
      'Inès Proche',
      'Paula Protection',
      'Bérénice Loin',
      'Béatrice Occupée',
      'Alice Lyon',
      'Ursule Autre',
    ])
    expect(list.map((c) => c.rank)).toEqual([1, 2, 3, 4, 5, 6])
    expect(list.map((c) => c.eligible)).toEqual([true, true, true, false, false, false])
    expect(list[0]).toMatchObject({
      practitioner: { id: ids.near, userType: 'midwife' },
      travel: { estimated: true },
    })
    // Her four hours on Thursday 10 December, less her hour's appointment.
    expect(list[0]!.explanation).toMatch(
      /^≈ 2,\d\d km · \d+ min · qualifié\(e\) · 3 h libres aux dates demandées · aucune prise en charge en cours$/,
    )
    expect(list[2]!.explanation).toContain('24 h libres aux dates demandées · 1 prise en charge en cours')
    expect(list[2]!.travel!.km).toBeGreaterThan(list[0]!.travel!.km)
    expect(list[3]!.explanation).toContain('aucun créneau libre aux dates demandées')
    expect(list[4]!.explanation).toContain('hors de sa zone (30 km)')
    expect(list[5]!.explanation).toContain('non qualifié(e) pour Sortie précoce')

    // A PMI midwife's request: only the affiliated one fits.
    const pmiRequest = await create({ requestTypes: ['PMI_MIDWIFE'] })
    const pmi = (await candidates(headers.manager!, pmiRequest)).json().candidates
    expect(
      pmi.filter((c: { eligible: boolean }) => c.eligible).map((c: (typeof list)[0]) => c.practitioner.id),
    ).toEqual([ids.pmi])
  })

  it('answers 404 to whoever is not of the structure, and for another structure’s request', async () => {
    const requestId = await create()
    const stranger = await candidates(headers.stranger!, requestId)
    expect(stranger.statusCode).toBe(404)
    expect(stranger.json().message).toBe('Structure introuvable')
    expect((await dispatch(headers.stranger!, requestId, [ids.near!])).statusCode).toBe(404)
    // The stranger's own structure, naming this structure's request.
    const crossed = await dispatch(headers.stranger!, requestId, [ids.elsewhere!], otherOrganizationId)
    expect(crossed.statusCode).toBe(404)
    expect(crossed.json().message).toBe('Demande introuvable')
    expect((await candidates(headers.stranger!, requestId, otherOrganizationId)).statusCode).toBe(404)
  })

  it('refuses to send it to nobody available, and to someone who is not a candidate', async () => {
    const requestId = await create()
    for (const practitionersIds of [[ids.busy!, ids.away!], [ids.elsewhere!], [ids.invited!]]) {
      const res = await dispatch(headers.member!, requestId, practitionersIds)
      expect(res.statusCode, res.payload).toBe(409)
      expect(res.json()).toMatchObject({
        code: 'NO_PRACTITIONERS_FOUND',
        message:
          'Aucun prestataire disponible, vous allez être redirigé vers la page de gestion des prestataires externes',
      })
    }
    const some = await dispatch(headers.member!, requestId, [ids.near!, ids.unqualified!])
    expect(some.statusCode, some.payload).toBe(400)
    expect(some.json().fieldErrors).toEqual([
      {
        field: 'body.practitionersIds',
        message:
          'Certains praticiens choisis ne sont pas disponibles pour cette demande : choisissez-les à nouveau dans la liste',
      },
    ])
    const request = (await read(headers.member!, requestId)).json()
    expect(request).toMatchObject({ status: 'DRAFT', dispatches: [] })
    expect(await notificationsOf(ids.near!)).toEqual([])
  })

  it('sends it, notifies each practitioner, who then reads it and its document; the first to accept performs it', async () => {
    const requestId = await create()
    const attachmentId = await attach(requestId)
    const sent = await dispatch(headers.member!, requestId, [ids.near!, ids.far!])
    expect(sent.statusCode, sent.payload).toBe(200)
    const request = sent.json()
    expect(request.status).toBe('ONHOLD')
    expect(request.dispatches).toHaveLength(2)
    for (const d of request.dispatches) {
      expect(d).toMatchObject({ status: 'PENDING', sentAt: t.clock.now().toISOString(), answeredAt: null })
    }
    const byPractitioner = Object.fromEntries(
      request.dispatches.map((d: { id: string; practitioner: { id: string } }) => [d.practitioner.id, d.id]),
    )
    expect(
      request.dispatches.map((d: { practitioner: { name: string } }) => d.practitioner.name).sort(),
    ).toEqual(['Bérénice Loin', 'Inès Proche'])
    for (const key of ['near', 'far']) {
      expect(await notificationsOf(ids[key]!)).toEqual([
        {
          template: 'service-request',
          content: 'Maternité des Lilas vous a envoyé une demande de prise en charge pour le 10/12/2026.',
          payload: { serviceRequestId: requestId, dispatchId: byPractitioner[ids[key]!], organizationId },
        },
      ])
    }

    // Each reads it with their own dispatch only, and its document; the structure sees both.
    const seen = await read(headers.near!, requestId)
    expect(seen.statusCode, seen.payload).toBe(200)
    expect(seen.json().dispatches).toEqual([
      request.dispatches.find((d: { practitioner: { id: string } }) => d.practitioner.id === ids.near),
    ])
    const download = `/service-requests/${requestId}/attachments/${attachmentId}`
    expect((await t.inject({ method: 'GET', url: download, headers: headers.far! })).statusCode).toBe(200)
    expect((await read(headers.member!, requestId)).json().dispatches).toHaveLength(2)
    expect((await read(headers.elsewhere!, requestId)).statusCode).toBe(404)
    const waiting = (await mine(headers.near!)).json().serviceRequests
    expect(waiting.map((r: { id: string }) => r.id)).toContain(requestId)

    // Nobody else answers a dispatch: not another candidate, not a stranger.
    const nearDispatch = byPractitioner[ids.near!]
    expect((await answer(headers.far!, 'accept', requestId, nearDispatch)).statusCode).toBe(404)
    expect((await answer(headers.elsewhere!, 'accept', requestId, nearDispatch)).statusCode).toBe(404)
    expect((await answer(headers.near!, 'accept', requestId, byPractitioner[ids.far!])).statusCode).toBe(404)

    t.clock.advance(60_000)
    const accepted = await answer(headers.near!, 'accept', requestId, nearDispatch)
    expect(accepted.statusCode, accepted.payload).toBe(200)
    expect(accepted.json()).toMatchObject({
      id: requestId,
      status: 'ACTIVE',
      performer: { id: ids.near, name: 'Inès Proche' },
      dispatches: [{ id: nearDispatch, status: 'ACCEPTED', answeredAt: t.clock.now().toISOString() }],
    })
    const afterwards = (await read(headers.member!, requestId)).json()
    expect(afterwards.performer.name).toBe('Inès Proche')
    expect(
      Object.fromEntries(
        afterwards.dispatches.map((d: { practitioner: { id: string }; status: string }) => [
          d.practitioner.id,
          d.status,
        ]),
      ),
    ).toEqual({ [ids.near!]: 'ACCEPTED', [ids.far!]: 'WITHDRAWN' })
    for (const key of ['manager', 'member']) {
      expect(await notificationsOf(ids[key]!)).toEqual([
        {
          template: 'service-request',
          content: 'Inès Proche a accepté la demande de prise en charge du 10/12/2026.',
          payload: { serviceRequestId: requestId, organizationId },
        },
      ])
    }

    // Too late for the other, and once is enough; the withdrawn one no longer reads it.
    const late = await answer(headers.far!, 'accept', requestId, byPractitioner[ids.far!])
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toBe('Cette demande a déjà été prise en charge')
    const twice = await answer(headers.near!, 'accept', requestId, nearDispatch)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe('Vous avez déjà accepté cette demande')
    expect((await read(headers.far!, requestId)).statusCode).toBe(404)
    expect((await t.inject({ method: 'GET', url: download, headers: headers.far! })).statusCode).toBe(404)
    expect((await mine(headers.far!)).json().serviceRequests.map((r: { id: string }) => r.id)).not.toContain(
      requestId,
    )
    // The performer keeps it, and it is no longer sent.
    expect((await read(headers.near!, requestId)).statusCode).toBe(200)
    const again = await dispatch(headers.member!, requestId, [ids.pmi!])
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Cette demande a déjà été prise en charge',
    })
    const load = (await candidates(headers.member!, await create())).json().candidates
    expect(
      load.find((c: { practitioner: { id: string } }) => c.practitioner.id === ids.near).explanation,
    ).toContain('1 prise en charge en cours')
  })

  it('takes a decline, after which the practitioner no longer reads it, and sends it again', async () => {
    const requestId = await create()
    const sent = (await dispatch(headers.manager!, requestId, [ids.far!])).json()
    const dispatchId = sent.dispatches[0].id
    const declined = await answer(headers.far!, 'decline', requestId, dispatchId)
    expect(declined.statusCode, declined.payload).toBe(200)
    expect(declined.json()).toMatchObject({
      status: 'ONHOLD',
      performer: null,
      dispatches: [{ id: dispatchId, status: 'DECLINED' }],
    })
    expect((await read(headers.far!, requestId)).statusCode).toBe(404)
    const twice = await answer(headers.far!, 'decline', requestId, dispatchId)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe('Vous avez déjà refusé cette demande')
    expect((await answer(headers.far!, 'accept', requestId, dispatchId)).statusCode).toBe(409)

    // Sent again: a new dispatch; sending it once more to someone waiting does not repeat it.
    t.clock.advance(60_000)
    const resent = (await dispatch(headers.member!, requestId, [ids.far!])).json()
    expect(resent.dispatches.map((d: { status: string }) => d.status)).toEqual(['DECLINED', 'PENDING'])
    const repeated = (await dispatch(headers.member!, requestId, [ids.far!])).json()
    expect(repeated.dispatches).toHaveLength(2)
    // Hers, the one to answer first.
    const hers = await read(headers.far!, requestId)
    expect(hers.statusCode).toBe(200)
    expect(hers.json().dispatches.map((d: { status: string }) => d.status)).toEqual(['PENDING', 'DECLINED'])
  })

  it('lists a practitioner’s requests, newest first, each with their own dispatches only', async () => {
    t.clock.advance(60_000)
    const older = await create()
    await dispatch(headers.member!, older, [ids.pmi!, ids.far!])
    t.clock.advance(60_000)
    const newer = await create()
    await dispatch(headers.member!, newer, [ids.far!])
    const res = await mine(headers.far!)
    expect(res.statusCode, res.payload).toBe(200)
    const list = res.json().serviceRequests as {
      id: string
      dispatches: { practitioner: { id: string } }[]
    }[]
    expect(list.slice(0, 2).map((r) => r.id)).toEqual([newer, older])
    for (const request of list) {
      expect(request.dispatches.every((d) => d.practitioner.id === ids.far)).toBe(true)
    }
    const unqualified = await mine(headers.unqualified!)
    expect(unqualified.json().serviceRequests).toEqual([])
  })

  /** A stored document of the request, as if its wizard had sent it. */
  async function attach(requestId: string) {
    const storageKey = randomBytes(24).toString('base64url')
    const { size } = await t.api.storage.put(storageKey, Readable.from([Buffer.from('RVF1 lettre')]), {
      maxBytes: 1024,
    })
    const requests = new ServiceRequestsRepository(db)
    const { id } = await requests.insertAttachment({
      application: 'perinatal',
      organizationId,
      uploaderUserId: ids.member!,
      kind: 'llsDoc',
      metadata: testEnvelope('attachment-metadata'),
      storageKey,
      size,
      now: t.clock.now(),
    })
    await db
      .updateTable('service_request_attachments')
      .set({ service_request_id: requestId })
      .where('id', '=', id)
      .execute()
    return id
  }
})
