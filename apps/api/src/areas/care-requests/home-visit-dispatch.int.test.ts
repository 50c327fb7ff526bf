// A patient's own home visit over HTTP (mobility): she asks once (a second open request is a 409, and
// outside mobility there are none); the dispatch centre's board shows it without her name, street or
// reason, beside the active nurses where they were last seen within the retention period, or else at
// their zone; assigning a nurse queues the visit, tells the nurse and the patient, and takes it off the
// board; the second of two assignments finds it taken.
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertUser, signInHeaders } from '../../testing/accounts.ts'
import { testDatabases } from '../../testing/databases.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'
import type { DB } from '../database.ts'
import { insertNurse, newSelfServiceRequest } from './access-fixtures.ts'

const YOPOUGON = { latitude: 5.3364, longitude: -4.0827 }
const DAY_MS = 24 * 3_600_000

describe.each(testDatabases(import.meta.url))(
  'home visits assigned by the dispatch centre on $name',
  (database) => {
    let t: TestApi
    let db: Kysely<DB>
    const ids: Record<string, string> = {}
    const headers: Record<string, Record<string, string>> = {}

    const askForAVisit = (as: Record<string, string>, app: 'mobility' | 'perinatal' = 'mobility') =>
      t.inject({
        method: 'POST',
        url: '/service-requests',
        app,
        headers: as,
        payload: newSelfServiceRequest(),
      })
    const ownRequests = () =>
      t.inject({
        method: 'GET',
        url: '/service-requests/self-requested',
        app: 'mobility',
        headers: headers.patient,
      })
    const board = () =>
      t.inject({ method: 'GET', url: '/dispatch', app: 'dispatch', headers: headers.dispatcher })
    const assign = (serviceRequestId: string, performerId: string) =>
      t.inject({
        method: 'POST',
        url: `/dispatch/assign-performers/${serviceRequestId}`,
        app: 'dispatch',
        headers: headers.dispatcher,
        payload: { performerId },
      })
    const notificationsOf = (userId: string) =>
      db.selectFrom('notifications').select(['template', 'content']).where('user_id', '=', userId).execute()

    beforeAll(async () => {
      t = await startTestApi(database)
      db = t.api.db as unknown as Kysely<DB>
      const now = t.clock.now()
      const person = (
        application: 'mobility' | 'perinatal' | 'dispatch',
        userType: 'patient' | 'dispatchOperator' | 'assistant',
        email: string,
        name: [string, string],
      ) =>
        insertUser(db, { application, userType, email, profile: { givenName: name[0], familyName: name[1] } })
      ids.patient = await person('mobility', 'patient', 'patiente.visite@example.fr', ['Mariam', 'Traoré'])
      ids.perinatalPatient = await person('perinatal', 'patient', 'patiente.visite@example.fr', [
        'Léa',
        'Martin',
      ])
      ids.dispatcher = await person('dispatch', 'dispatchOperator', 'regulation.visite@example.fr', [
        'Yao',
        'Kouassi',
      ])
      ids.zoneNurse = await insertNurse(db, { givenName: 'Awa' })
      ids.liveNurse = await insertNurse(db, { givenName: 'Bintou' })
      ids.staleNurse = await insertNurse(db, { givenName: 'Clarisse' })
      ids.inactiveNurse = await insertNurse(db, { givenName: 'Delphine' })
      await db.updateTable('users').set({ active: false }).where('id', '=', ids.inactiveNurse).execute()
      await db
        .updateTable('users')
        .set({
          position_latitude: YOPOUGON.latitude,
          position_longitude: YOPOUGON.longitude,
          position_updated_at: now,
        })
        .where('id', '=', ids.liveNurse)
        .execute()
      // Shared three months ago: past the retention period, even before the sweep forgets it.
      await db
        .updateTable('users')
        .set({
          position_latitude: 5.4,
          position_longitude: -4.02,
          position_updated_at: new Date(now.getTime() - 92 * DAY_MS),
        })
        .where('id', '=', ids.staleNurse)
        .execute()
      headers.patient = await signInHeaders(t, 'patiente.visite@example.fr', 'mobility')
      headers.perinatalPatient = await signInHeaders(t, 'patiente.visite@example.fr', 'perinatal')
      headers.dispatcher = await signInHeaders(t, 'regulation.visite@example.fr', 'dispatch')
    })
    afterAll(() => t?.close())

    it('takes one open request of her own at a time, and none outside mobility', async () => {
      const made = await askForAVisit(headers.patient!)
      expect(made.statusCode, made.payload).toBe(201)
      ids.request = made.json().id
      expect(made.json()).toMatchObject({
        status: 'ACTIVE',
        performer: null,
        routeStatus: null,
        requester: { organizationId: null, user: { id: ids.patient, name: 'Mariam Traoré' } },
        subject: { id: ids.patient },
      })
      const again = await askForAVisit(headers.patient!)
      expect(again.statusCode).toBe(409)
      expect(again.json().message).toBe('Vous avez déjà une demande en cours')
      expect((await askForAVisit(headers.perinatalPatient!, 'perinatal')).statusCode).toBe(404)
      const mine = await ownRequests()
      expect(mine.json().serviceRequests.map((r: { id: string }) => r.id)).toEqual([ids.request])
    })

    it('shows the dispatch centre the waiting visit without her name, street or reason, and the nurses', async () => {
      const res = await board()
      expect(res.statusCode, res.payload).toBe(200)
      const { requests, nurses } = res.json()
      expect(requests).toEqual([
        expect.objectContaining({
          id: ids.request,
          city: 'Abidjan',
          coordinates: newSelfServiceRequest().location.coordinates,
          performer: null,
        }),
      ])
      expect(res.payload).not.toContain('Traoré')
      expect(res.payload).not.toContain('Rue des Jardins')
      expect(res.payload).not.toContain('home-visit-')
      const byId = new Map(nurses.map((n: { id: string }) => [n.id, n]))
      expect(byId.get(ids.liveNurse)).toMatchObject({
        name: 'Bintou Koné',
        position: YOPOUGON,
        positionSource: 'LIVE',
        radiusKm: 15,
        activeRequests: 0,
      })
      expect(byId.get(ids.staleNurse)).toMatchObject({
        position: { latitude: 5.35, longitude: -4.0 },
        positionSource: 'ZONE',
        positionUpdatedAt: null,
      })
      expect(byId.get(ids.zoneNurse)).toMatchObject({ positionSource: 'ZONE' })
      expect(byId.has(ids.inactiveNurse)).toBe(false)
      // Only the dispatch centre's staff read it.
      expect(
        (await t.inject({ method: 'GET', url: '/dispatch', app: 'mobility', headers: headers.patient }))
          .statusCode,
      ).toBe(403)
    })

    it('assigns an active nurse once: the visit is queued, both are told, and it leaves the board', async () => {
      const notANurse = await assign(ids.request!, ids.patient!)
      expect(notANurse.statusCode).toBe(400)
      expect(notANurse.json().fieldErrors).toEqual([
        { field: 'body.performerId', message: "Cet intervenant n'est pas un infirmier actif" },
      ])
      expect((await assign(ids.request!, ids.inactiveNurse!)).statusCode).toBe(400)

      const [first, second] = await Promise.all([
        assign(ids.request!, ids.liveNurse!),
        assign(ids.request!, ids.zoneNurse!),
      ])
      const statuses = [first.statusCode, second.statusCode].sort()
      expect(statuses).toEqual([200, 409])
      const won = first.statusCode === 200 ? first : second
      const lost = first.statusCode === 200 ? second : first
      expect(lost.json().message).toBe('Cette demande a déjà été attribuée')
      const nurseId = won.json().performer.id as string
      expect([ids.liveNurse, ids.zoneNurse]).toContain(nurseId)
      expect(won.json()).toMatchObject({ id: ids.request, city: 'Abidjan' })

      expect(await notificationsOf(nurseId)).toEqual([
        { template: 'service-request', content: 'Une visite à domicile à Abidjan vous a été attribuée.' },
      ])
      expect(await notificationsOf(ids.patient!)).toEqual([
        { template: 'service-request', content: `${won.json().performer.name} va venir chez vous.` },
      ])
      const after = (await board()).json()
      expect(after.requests).toEqual([])
      expect(after.nurses.find((n: { id: string }) => n.id === nurseId).activeRequests).toBe(1)
      const mine = await ownRequests()
      expect(mine.json().serviceRequests[0]).toMatchObject({
        performer: { id: nurseId },
        routeStatus: 'QUEUED',
      })

      const unknown = await assign('00000000-0000-4000-8000-000000000000', nurseId)
      expect(unknown.statusCode).toBe(404)
    })

    it('lets her nurse move the visit on, one step at a time; she sees him on the way, then at her door', async () => {
      const nurseId = (await ownRequests()).json().serviceRequests[0].performer.id as string
      const nurseEmail = nurseId === ids.liveNurse ? 'live' : 'zone'
      await db
        .updateTable('users')
        .set({ email: `infirmier.${nurseEmail}.visite@example.fr` })
        .where('id', '=', nurseId)
        .execute()
      const nurse = await signInHeaders(t, `infirmier.${nurseEmail}.visite@example.fr`, 'mobility')
      const move = (as: Record<string, string>, status: 'TRAVELLING' | 'ARRIVED' | 'COMPLETED') =>
        t.inject({
          method: 'POST',
          url: `/service-requests/${ids.request}/route`,
          app: 'mobility',
          headers: as,
          payload: { status },
        })
      const other = await insertNurse(db, { givenName: 'Esther' })
      await db
        .updateTable('users')
        .set({ email: 'infirmiere.autre.visite@example.fr' })
        .where('id', '=', other)
        .execute()
      const stranger = await signInHeaders(t, 'infirmiere.autre.visite@example.fr', 'mobility')
      expect((await move(stranger, 'TRAVELLING')).statusCode).toBe(404)
      // Queued, her visit is still open: she cannot ask for another.
      expect((await askForAVisit(headers.patient!)).statusCode).toBe(409)

      const early = await move(nurse, 'ARRIVED')
      expect(early.statusCode).toBe(409)
      expect(early.json().message).toBe("Cette visite n'a pas commencé")

      await t.inject({
        method: 'PATCH',
        url: '/user/current/position',
        app: 'mobility',
        headers: nurse,
        payload: YOPOUGON,
      })
      const off = await move(nurse, 'TRAVELLING')
      expect(off.statusCode, off.payload).toBe(200)
      expect(off.json()).toMatchObject({ routeStatus: 'TRAVELLING', performerPosition: YOPOUGON })
      expect((await ownRequests()).json().serviceRequests[0]).toMatchObject({
        routeStatus: 'TRAVELLING',
        performerPosition: YOPOUGON,
      })
      expect((await move(nurse, 'TRAVELLING')).json().message).toBe('Vous êtes déjà en route')

      expect((await move(nurse, 'ARRIVED')).statusCode).toBe(200)
      // At her door, the nurse's position is no longer hers to read.
      expect((await ownRequests()).json().serviceRequests[0]).toMatchObject({
        routeStatus: 'ARRIVED',
        performerPosition: null,
      })
      const told = (await notificationsOf(ids.patient!)).map((n) => n.content)
      expect(told.slice(-2)).toEqual([
        expect.stringMatching(/ est en route vers chez vous\.$/),
        expect.stringMatching(/ est arrivé\.$/),
      ])
      expect((await move(nurse, 'COMPLETED')).json()).toMatchObject({ routeStatus: 'COMPLETED' })
      expect((await move(nurse, 'COMPLETED')).json().message).toBe('Cette visite est terminée')
    })

    it('takes a new request once her visit is over', async () => {
      expect((await askForAVisit(headers.patient!)).statusCode).toBe(201)
    })
  },
)
