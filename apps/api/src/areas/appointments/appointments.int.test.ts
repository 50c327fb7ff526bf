// Appointments over HTTP: booking under the slot's rules (its times, its practitioners' hours, a slot
// booked once), who may book, read, move and cancel, a practitioner's agenda and a patient's
// appointments, and a description that is never stored in clear.
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APPOINTMENT_MESSAGES, SERVICE_CATEGORIES, SLOT_MESSAGES } from '@relais/domain'
import { insertUser, signInHeaders } from '../../testing/accounts.ts'
import { grantCalendar, openSchedule } from '../../testing/agendas.ts'
import { testDatabases } from '../../testing/databases.ts'
import {
  DOCTOR,
  MIDWIFE,
  MOBILITY_DOCTOR,
  PATIENT,
  demoUser,
  type TestUser,
} from '../../testing/demo-users.ts'
import { testEnvelope } from '../../testing/envelopes.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'
import { grantMedicalFile, insertTestPatient } from '../../testing/medical-files.ts'
import { insertStructure } from '../../testing/structures.ts'
import type { DB } from '../database.ts'

const WEEKDAYS = [1, 2, 3, 4, 5]
const OFFICE_HOURS = [{ start: 8 * 60, end: 18 * 60 }]
const MORNINGS = [{ start: 8 * 60, end: 12 * 60 }]
/** Monday 7 December 2026, 10:00 in Paris. */
const MONDAY_TEN = '2026-12-07T09:00:00.000Z'
const plus = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString()

describe.each(testDatabases(import.meta.url))('appointments on $name', (database) => {
  let t: TestApi
  let db: Kysely<DB>
  let doctor: TestUser
  let midwife: TestUser
  /** A structure's account whose structure has no other member: its grants reach nobody else. */
  let structure: TestUser
  let patient: TestUser
  let organizationId: string

  beforeAll(async () => {
    t = await startTestApi(database)
    db = t.api.db as unknown as Kysely<DB>
    doctor = await demoUser(t, DOCTOR)
    midwife = await demoUser(t, MIDWIFE)
    patient = await demoUser(t, PATIENT)
    const email = `structure.${randomUUID()}@example.fr`
    const managerId = await insertUser(db, {
      application: 'perinatal',
      userType: 'organization',
      email,
      profile: { givenName: 'Centre', familyName: 'Agenda' },
    })
    organizationId = await insertStructure(db, { application: 'perinatal', managerUserId: managerId })
    structure = { id: managerId, email, app: 'perinatal', headers: await signInHeaders(t, email) }
    await openSchedule(db, 'perinatal', doctor.id, { weekdays: WEEKDAYS, hours: OFFICE_HOURS })
    await openSchedule(db, 'perinatal', midwife.id, { weekdays: WEEKDAYS, hours: OFFICE_HOURS })
    await grantMedicalFile(db, 'perinatal', patient.id, doctor.id)
  })
  afterAll(async () => {
    await t?.close()
  })

  let nextSlot = 0
  /**
   * A free slot of the doctor's, each test booking its own: five a day, two hours apart (08:00, 10:00…
   * in Paris), weekdays from Monday 7 December, so that the hour after each stays free too.
   */
  const freeSlot = (minutes = 30) => {
    const day = Math.floor(nextSlot / 5)
    const offsetDays = (day % 5) + Math.floor(day / 5) * 7
    const start = plus('2026-12-07T07:00:00.000Z', offsetDays * 1440 + (nextSlot++ % 5) * 120)
    return { start, end: plus(start, minutes) }
  }
  const book = (user: TestUser, payload: object) =>
    t.inject({ method: 'POST', url: '/appointment', app: user.app, headers: user.headers, payload })
  const booking = (slot = freeSlot(), extra: object = {}) => ({
    patientId: patient.id,
    doctorId: doctor.id,
    ...slot,
    serviceCategory: 'Consultation',
    ...extra,
  })
  const count = async () =>
    Number(
      (
        await db
          .selectFrom('appointments')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  const get = (user: TestUser, id: string) =>
    t.inject({ method: 'GET', url: `/appointment/${id}`, app: user.app, headers: user.headers })
  const patch = (user: TestUser, id: string, payload: object) =>
    t.inject({ method: 'PATCH', url: `/appointment/${id}`, app: user.app, headers: user.headers, payload })
  const cancel = (user: TestUser, id: string) =>
    t.inject({ method: 'POST', url: `/appointment/${id}/cancel`, app: user.app, headers: user.headers })

  describe('booking', () => {
    it('books a slot of the practitioner for a patient they follow, its description as an envelope', async () => {
      const slot = freeSlot(45)
      const description = testEnvelope('motif')
      const res = await book(doctor, booking(slot, { description, serviceCategory: 'FollowUp' }))
      expect(res.statusCode, res.payload).toBe(201)
      expect(res.json()).toEqual({
        id: expect.any(String),
        start: slot.start,
        end: slot.end,
        status: 'BOOKED',
        serviceCategory: 'FollowUp',
        description,
        patient: { id: patient.id, name: expect.objectContaining({ text: expect.any(String) }) },
        practitioners: [
          { id: doctor.id, type: 'doctor', name: expect.objectContaining({ family: expect.any(String) }) },
        ],
        createdAt: t.clock.now().toISOString(),
        cancelledAt: null,
        sharedWith: [doctor.id],
      })
    })

    it("opens the patient's file to the practitioners booked where she never decided, never against her answer", async () => {
      const lina = await insertTestPatient(db, 'perinatal', 'Equipe')
      await grantMedicalFile(db, 'perinatal', lina, midwife.id)
      const policiesOf = () =>
        db
          .selectFrom('access_policies')
          .select(['grantee_user_id', 'status', 'requested_by'])
          .where('resource', '=', 'medical-file')
          .where('resource_id', '=', lina)
          .execute()
      const readsFile = async (user: TestUser) =>
        (await t.inject({ method: 'GET', url: `/patient/${lina}`, app: user.app, headers: user.headers }))
          .statusCode

      // The midwife who follows her books her with the doctor, who never had a say on her file.
      expect(await readsFile(doctor)).toBe(404)
      const first = await book(midwife, { ...booking(freeSlot()), patientId: lina, midwifeId: midwife.id })
      expect(first.statusCode, first.payload).toBe(201)
      expect(new Set(first.json().sharedWith)).toEqual(new Set([doctor.id, midwife.id]))
      const policies = await policiesOf()
      expect(policies).toHaveLength(2)
      expect(policies).toEqual(
        expect.arrayContaining([
          { grantee_user_id: midwife.id, status: 'ACCEPTED', requested_by: midwife.id },
          { grantee_user_id: doctor.id, status: 'ACCEPTED', requested_by: midwife.id },
        ]),
      )
      expect(await readsFile(doctor)).toBe(200)

      // She revokes the doctor: the next booking leaves her answer as it is.
      await db
        .updateTable('access_policies')
        .set({ status: 'REJECTED', decided_at: t.clock.now() })
        .where('resource_id', '=', lina)
        .where('grantee_user_id', '=', doctor.id)
        .execute()
      const second = await book(midwife, { ...booking(freeSlot()), patientId: lina, midwifeId: midwife.id })
      expect(second.statusCode, second.payload).toBe(201)
      expect(second.json().sharedWith).toEqual([midwife.id])
      expect((await policiesOf()).filter((p) => p.grantee_user_id === doctor.id)).toEqual([
        { grantee_user_id: doctor.id, status: 'REJECTED', requested_by: midwife.id },
      ])
      expect(await readsFile(doctor)).toBe(404)
    })

    it('refuses a past, inverted or odd-length slot, and one outside the hours, writing nothing', async () => {
      const before = await count()
      const now = t.clock.now().toISOString()
      const refusals: [object, string, string][] = [
        [{ start: plus(now, -15), end: plus(now, 15) }, 'body.start', APPOINTMENT_MESSAGES.startInPast],
        [{ start: MONDAY_TEN, end: MONDAY_TEN }, 'body.end', APPOINTMENT_MESSAGES.endBeforeStart],
        [{ start: MONDAY_TEN, end: plus(MONDAY_TEN, 20) }, 'body.end', APPOINTMENT_MESSAGES.duration],
        // Saturday, and Monday 07:45 in Paris: outside the doctor's hours.
        [
          { start: '2026-12-12T09:00:00.000Z', end: '2026-12-12T09:30:00.000Z' },
          'body.start',
          "Ce créneau n'est pas disponible",
        ],
        [
          { start: '2026-12-07T06:45:00.000Z', end: '2026-12-07T07:15:00.000Z' },
          'body.start',
          "Ce créneau n'est pas disponible",
        ],
      ]
      for (const [slot, field, message] of refusals) {
        const res = await book(doctor, booking(slot as { start: string; end: string }))
        expect(res.statusCode, JSON.stringify(slot)).toBe(400)
        expect(res.json()).toMatchObject({ message, fieldErrors: [{ field, message }] })
      }
      expect(await count()).toBe(before)
    })

    it("refuses a BUSY hour and accepts a FREE one, and names the assistant's hours", async () => {
      const busy = await t.inject({
        method: 'POST',
        url: `/practitioner/${doctor.id}/schedule/exceptions`,
        headers: doctor.headers,
        payload: {
          exceptions: [
            { start: '2026-12-21T09:00:00Z', end: '2026-12-21T10:00:00Z', status: 'BUSY' },
            { start: '2026-12-19T09:00:00Z', end: '2026-12-19T10:00:00Z', status: 'FREE' },
          ],
        },
      })
      expect(busy.statusCode, busy.payload).toBe(200)
      expect(
        (await book(doctor, booking({ start: '2026-12-21T09:00:00Z', end: '2026-12-21T09:30:00Z' })))
          .statusCode,
      ).toBe(400)
      expect(
        (await book(doctor, booking({ start: '2026-12-19T09:00:00Z', end: '2026-12-19T10:00:00Z' })))
          .statusCode,
      ).toBe(201)

      const mobilityDoctor = await demoUser(t, MOBILITY_DOCTOR, 'mobility')
      const assistant = await demoUser(t, 'infirmier.mobility@demo.relais-sante.fr', 'mobility')
      const mobilityPatient = await insertTestPatient(db, 'mobility', 'Kone')
      await grantMedicalFile(db, 'mobility', mobilityPatient, assistant.id)
      await openSchedule(db, 'mobility', mobilityDoctor.id, { weekdays: WEEKDAYS, hours: OFFICE_HOURS })
      await openSchedule(db, 'mobility', assistant.id, { weekdays: WEEKDAYS, hours: MORNINGS })
      const afternoon = { start: '2026-12-08T14:00:00Z', end: '2026-12-08T14:30:00Z' }
      const res = await book(assistant, {
        patientId: mobilityPatient,
        doctorId: mobilityDoctor.id,
        assistantId: assistant.id,
        ...afternoon,
        serviceCategory: 'Consultation',
      })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toBe(SLOT_MESSAGES.assistantUnavailable)
      const morning = await book(assistant, {
        patientId: mobilityPatient,
        doctorId: mobilityDoctor.id,
        assistantId: assistant.id,
        start: '2026-12-08T09:00:00Z',
        end: '2026-12-08T09:30:00Z',
        serviceCategory: 'Consultation',
      })
      expect(morning.statusCode, morning.payload).toBe(201)
      expect(morning.json().practitioners.map((p: { type: string }) => p.type)).toEqual([
        'doctor',
        'assistant',
      ])
    })

    it("books a slot once: another booking meeting it is a 409, the practitioner's other bookings are not", async () => {
      const slot = freeSlot(60)
      expect((await book(doctor, booking(slot))).statusCode).toBe(201)
      const before = await count()
      const overlapping = await book(
        doctor,
        booking({ start: plus(slot.start, 30), end: plus(slot.start, 60) }),
      )
      expect(overlapping.statusCode).toBe(409)
      expect(overlapping.json()).toMatchObject({
        code: 'CONFLICT',
        message: "Ce créneau vient d'être réservé",
      })
      expect(await count()).toBe(before)
      // Right after it, and the midwife at the same time: free.
      expect((await book(doctor, booking({ start: slot.end, end: plus(slot.end, 15) }))).statusCode).toBe(201)
      await grantMedicalFile(db, 'perinatal', patient.id, midwife.id)
      const sameTime = await book(midwife, { ...booking(slot), doctorId: undefined, midwifeId: midwife.id })
      expect(sameTime.statusCode, sameTime.payload).toBe(201)
    })

    it('lets the patient book with practitioners of her application, and nobody book for a stranger', async () => {
      const own = await book(patient, booking())
      expect(own.statusCode, own.payload).toBe(201)
      const otherPatient = await insertTestPatient(db, 'perinatal', 'Autre')
      const forSomeoneElse = await book(patient, booking(freeSlot(), { patientId: otherPatient }))
      expect(forSomeoneElse.statusCode).toBe(403)
      expect(forSomeoneElse.json().message).toBe("Vous n'avez pas les droits nécessaires")
      // The doctor does not follow that patient: as if there were none.
      expect((await book(doctor, booking(freeSlot(), { patientId: otherPatient }))).statusCode).toBe(404)
      // The midwife has no right on the doctor's calendar.
      expect((await book(midwife, booking())).statusCode).toBe(403)
      expect((await book(doctor, booking(freeSlot(), { doctorId: midwife.id }))).json().fieldErrors).toEqual([
        { field: 'body.doctorId', message: 'Professionnel introuvable' },
      ])
      const none = await book(doctor, { ...booking(), doctorId: undefined })
      expect(none.statusCode).toBe(400)
    })

    it("lets a structure holding the practitioner's calendar grant book for a patient it follows", async () => {
      const patientId = await insertTestPatient(db, 'perinatal', 'Structure')
      await grantMedicalFile(db, 'perinatal', patientId, structure.id)
      expect((await book(structure, booking(freeSlot(), { patientId }))).statusCode).toBe(403)
      await grantCalendar(db, 'perinatal', doctor.id, { organizationId })
      const res = await book(structure, booking(freeSlot(), { patientId }))
      expect(res.statusCode, res.payload).toBe(201)
    })

    it('refuses a description in clear, at the door and in the database', async () => {
      const res = await book(doctor, booking(freeSlot(), { description: 'Douleurs abdominales' }))
      expect(res.statusCode).toBe(400)
      const [appointment] = await db.selectFrom('appointments').select('id').limit(1).execute()
      await expect(
        sql`update appointments set description = '"Douleurs abdominales"'::jsonb where id = ${appointment!.id}`.execute(
          db,
        ),
      ).rejects.toThrow()
    })

    it("declares the domain's service categories in the contract and the database", () => {
      const schemas = t.api.contract.document.components?.schemas as Record<string, { enum?: string[] }>
      expect(schemas.ServiceCategory?.enum).toEqual(Object.keys(SERVICE_CATEGORIES))
      const migration = readFileSync(
        new URL('./migrations/2026-12-01_appointments.ts', import.meta.url),
        'utf8',
      )
      for (const category of Object.keys(SERVICE_CATEGORIES)) expect(migration).toContain(`'${category}'`)
    })
  })

  describe('reading, moving and cancelling', () => {
    it('shows an appointment to its people and the readers of the file, to nobody else', async () => {
      const { id } = (await book(doctor, booking())).json()
      expect((await get(doctor, id)).statusCode).toBe(200)
      const forPatient = await get(patient, id)
      expect(forPatient.statusCode).toBe(200)
      expect(Object.keys(forPatient.json().practitioners[0]).sort()).toEqual(['id', 'name', 'type'])
      expect((await get(midwife, id)).statusCode).toBe(200) // she follows the patient (granted above)
      expect((await get(structure, id)).statusCode).toBe(200) // it holds the doctor's calendar grant
      const stranger = await demoUser(t, MOBILITY_DOCTOR, 'mobility')
      expect((await get(stranger, id)).statusCode).toBe(404)
      expect((await get(doctor, randomUUID())).statusCode).toBe(404)
    })

    it('moves a booked appointment under the same rules, its own slot aside', async () => {
      const slot = freeSlot(60)
      const { id } = (await book(doctor, booking({ start: slot.start, end: plus(slot.start, 30) }))).json()
      // Later within its own hour: overlapping itself is no conflict.
      const moved = await patch(doctor, id, { start: plus(slot.start, 15), end: plus(slot.start, 45) })
      expect(moved.statusCode, moved.payload).toBe(200)
      expect(moved.json()).toMatchObject({ start: plus(slot.start, 15), end: plus(slot.start, 45) })
      const other = (await book(doctor, booking())).json()
      const onOther = await patch(doctor, id, { start: other.start, end: other.end })
      expect(onOther.statusCode).toBe(409)
      expect(
        (await patch(doctor, id, { start: '2026-12-12T09:00:00Z', end: '2026-12-12T09:30:00Z' })).statusCode,
      ).toBe(400)
      const described = await patch(doctor, id, {
        serviceCategory: 'UrgentFollowUp',
        description: testEnvelope('x'),
      })
      expect(described.json()).toMatchObject({
        serviceCategory: 'UrgentFollowUp',
        start: plus(slot.start, 15),
      })
      expect((await patch(doctor, id, { description: null })).json().description).toBeNull()
      // A reader of the file may not change it; the patient may not either.
      expect((await patch(midwife, id, { serviceCategory: 'FollowUp' })).statusCode).toBe(403)
      expect((await patch(patient, id, { serviceCategory: 'FollowUp' })).statusCode).toBe(403)
      expect((await patch(doctor, id, { start: plus(slot.start, 15) })).statusCode).toBe(400)
    })

    it('cancels a booked appointment once, freeing its slot', async () => {
      const slot = freeSlot()
      const { id } = (await book(doctor, booking(slot))).json()
      expect((await cancel(patient, id)).statusCode).toBe(403)
      const cancelled = await cancel(doctor, id)
      expect(cancelled.statusCode).toBe(200)
      expect(cancelled.json()).toMatchObject({
        status: 'CANCELLED',
        cancelledAt: t.clock.now().toISOString(),
      })
      const again = await cancel(doctor, id)
      expect(again.statusCode).toBe(409)
      expect(again.json().message).toBe(APPOINTMENT_MESSAGES.notBooked)
      expect((await patch(doctor, id, { serviceCategory: 'FollowUp' })).statusCode).toBe(409)
      expect((await book(doctor, booking(slot))).statusCode).toBe(201)
    })
  })

  describe('lists', () => {
    it("gives the practitioner's agenda of a period to them and to their calendar's holders", async () => {
      const { id } = (await book(doctor, booking())).json()
      const agenda = (user: TestUser, query: string) =>
        t.inject({
          method: 'GET',
          url: `/practitioner/${doctor.id}/appointments?${query}`,
          headers: user.headers,
        })
      const december = 'start=2026-12-01T00:00:00Z&end=2027-01-01T00:00:00Z'
      const own = await agenda(doctor, december)
      expect(own.statusCode, own.payload).toBe(200)
      const listed = own.json().appointments as { id: string; start: string }[]
      expect(listed.map((a) => a.id)).toContain(id)
      expect(listed.map((a) => a.start)).toEqual([...listed.map((a) => a.start)].sort())
      expect((await agenda(structure, december)).statusCode).toBe(200)
      expect((await agenda(midwife, december)).statusCode).toBe(403)
      expect(
        (await agenda(doctor, `${december}&status=CANCELLED`))
          .json()
          .appointments.every((a: { status: string }) => a.status === 'CANCELLED'),
      ).toBe(true)
      const tooLong = await agenda(doctor, 'start=2026-12-01T00:00:00Z&end=2027-06-01T00:00:00Z')
      expect(tooLong.statusCode).toBe(400)
      expect((await agenda(doctor, 'start=2026-12-02T00:00:00Z&end=2026-12-01T00:00:00Z')).statusCode).toBe(
        400,
      )
    })

    it("gives a patient's appointments to the patient and the readers of the file", async () => {
      const list = (user: TestUser, query = '') =>
        t.inject({ method: 'GET', url: `/patient/${patient.id}/appointments${query}`, headers: user.headers })
      const own = await list(patient)
      expect(own.statusCode).toBe(200)
      const all = own.json().appointments as { patient: { id: string }; status: string; start: string }[]
      expect(all.length).toBeGreaterThan(3)
      expect(all.every((a) => a.patient.id === patient.id)).toBe(true)
      expect((await list(patient, '?limit=2')).json().appointments).toHaveLength(2)
      const cancelled = (await list(doctor, '?status=CANCELLED')).json().appointments as { status: string }[]
      expect(cancelled.length).toBeGreaterThan(0)
      expect(cancelled.every((a) => a.status === 'CANCELLED')).toBe(true)
      const late = (await list(patient, '?start=2026-12-19T00:00:00Z&end=2026-12-20T00:00:00Z')).json()
      expect(late.appointments).toHaveLength(1)
      // Latest first, and of one category.
      const starts = (rows: { start: string }[]) => rows.map((a) => a.start)
      const latest = (await list(doctor, '?order=desc&limit=3')).json().appointments as { start: string }[]
      expect(starts(latest)).toEqual(starts(all).reverse().slice(0, 3))
      const followUps = (await list(doctor, '?serviceCategory=FollowUp')).json().appointments as {
        serviceCategory: string
      }[]
      expect(followUps.length).toBeGreaterThan(0)
      expect(followUps.length).toBeLessThan(all.length)
      expect(followUps.every((a) => a.serviceCategory === 'FollowUp')).toBe(true)
      expect((await list(doctor, '?order=sideways')).statusCode).toBe(400)
      expect((await list(structure)).statusCode).toBe(404)
    })
  })
})
