// Schedules over HTTP: the zone a schedule starts in, recurring slots in the stored form (merged, their
// faults named in the form's words), exceptions merged with the stored ones and refused in the past, who
// may read and change a schedule (the practitioner, a holder of their calendar grant, nobody else: 403),
// and the free slots of a date — across practitioners, around bookings, and across daylight saving time.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  RECURRING_END_REQUIRED,
  RECURRING_SAME_TIME,
  SLOT_MESSAGES,
  UNAVAILABILITY_MESSAGES,
} from '@relais/domain'
import { insertUser, signInHeaders } from '../../testing/accounts.ts'
import { grantCalendar, insertAppointment } from '../../testing/agendas.ts'
import { testDatabases } from '../../testing/databases.ts'
import { DOCTOR, MIDWIFE, ORGANIZATION, PATIENT, demoUser, type TestUser } from '../../testing/demo-users.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'
import { insertTestPatient } from '../../testing/medical-files.ts'
import { AccessPoliciesRepository } from '../access-policies/index.ts'
import type { DB } from '../database.ts'

const NO_RIGHTS = "Vous n'avez pas les droits nécessaires"
const MONDAY_MORNING = { start: '2018-01-01T08:00:00', end: '2018-01-01T12:00:00' }

describe.each(testDatabases(import.meta.url))('schedules on $name', (database) => {
  let t: TestApi
  let db: Kysely<DB>
  let doctor: TestUser
  let midwife: TestUser
  let structure: TestUser
  let patient: TestUser
  let organizationId: string

  beforeAll(async () => {
    t = await startTestApi(database)
    db = t.api.db as unknown as Kysely<DB>
    doctor = await demoUser(t, DOCTOR)
    midwife = await demoUser(t, MIDWIFE)
    structure = await demoUser(t, ORGANIZATION)
    patient = await demoUser(t, PATIENT)
    const me = await t.inject({ method: 'GET', url: '/user/current', headers: structure.headers })
    organizationId = me.json().organizations[0].id as string
  })
  afterAll(async () => {
    await t?.close()
  })

  /** A new practitioner of the application with a session, their address in `country`. */
  async function newPractitioner(userType: 'doctor' | 'assistant' | 'midwife', country = 'FR') {
    const email = `${userType}.${randomUUID()}@example.fr`
    const app = userType === 'assistant' ? 'mobility' : 'perinatal'
    const id = await insertUser(db, {
      application: app,
      userType,
      email,
      profile: {
        givenName: 'Nina',
        familyName: 'Agenda',
        address: JSON.stringify([{ text: 'Quelque part', country }]),
      },
    })
    return { id, email, app, headers: await signInHeaders(t, email, app) } as TestUser
  }

  const schedulePath = (id: string, rest = '') => `/practitioner/${id}/schedule${rest}`
  const read = (user: TestUser, id = user.id) =>
    t.inject({ method: 'GET', url: schedulePath(id), app: user.app, headers: user.headers })
  const setSlots = (user: TestUser, slots: object[], id = user.id, timeZone?: string) =>
    t.inject({
      method: 'PUT',
      url: schedulePath(id, '/recurring-slots'),
      app: user.app,
      headers: user.headers,
      payload: timeZone === undefined ? { slots } : { slots, timeZone },
    })
  const addExceptions = (user: TestUser, exceptions: object[], id = user.id) =>
    t.inject({
      method: 'POST',
      url: schedulePath(id, '/exceptions'),
      app: user.app,
      headers: user.headers,
      payload: { exceptions },
    })
  const findSlots = (user: TestUser, query: Record<string, string>) =>
    t.inject({
      method: 'GET',
      url: `/available-slots?${new URLSearchParams(query).toString()}`,
      app: user.app,
      headers: user.headers,
    })
  const at = (iso: string) => new Date(iso).toISOString()

  describe('a schedule', () => {
    it("starts empty, in the zone of the practitioner's country", async () => {
      const inParis = await newPractitioner('doctor')
      const res = await read(inParis)
      expect(res.statusCode, res.payload).toBe(200)
      expect(res.json()).toEqual({
        practitionerId: inParis.id,
        practitionerType: 'doctor',
        timeZone: 'Europe/Paris',
        slots: [],
        exceptions: [],
      })
      const inAbidjan = await newPractitioner('assistant', 'CI')
      expect((await read(inAbidjan)).json()).toMatchObject({
        practitionerType: 'assistant',
        timeZone: 'Africa/Abidjan',
      })
    })

    it('keeps recurring slots merged, in the stored form, their ids across a new setting', async () => {
      const practitioner = await newPractitioner('midwife')
      const res = await setSlots(practitioner, [
        { start: '2018-01-01T08:00:00', end: '2018-01-01T10:00:00' },
        { start: '2018-01-01T09:30:00', end: '2018-01-01T12:00:00' },
        { start: '2018-01-07T22:00:00', end: '2018-01-08T02:00:00' },
        { start: '2018-01-03T14:00', end: '2018-01-03T18:00' },
      ])
      expect(res.statusCode, res.payload).toBe(200)
      const slots = res.json().slots as { id: string; start: string; end: string }[]
      expect(slots.map(({ start, end }) => ({ start, end }))).toEqual([
        MONDAY_MORNING,
        { start: '2018-01-03T14:00:00', end: '2018-01-03T18:00:00' },
        { start: '2018-01-07T22:00:00', end: '2018-01-08T02:00:00' },
      ])
      // What the screen sends back as it got it stays as it was; a slot added gets an id of its own.
      const again = await setSlots(practitioner, [
        ...slots,
        { start: '2018-01-05T08:00:00', end: '2018-01-05T09:00:00' },
      ])
      const ids = (again.json().slots as { id: string }[]).map((s) => s.id)
      expect(ids).toEqual(expect.arrayContaining(slots.map((s) => s.id)))
      expect(new Set(ids).size).toBe(4)
    })

    it('refuses a faulty slot or zone with the form’s message, changing nothing', async () => {
      const practitioner = await newPractitioner('doctor')
      await setSlots(practitioner, [MONDAY_MORNING])
      const res = await setSlots(practitioner, [
        MONDAY_MORNING,
        { start: '2018-01-02T08:00:00', end: '2018-01-02T08:00:00' },
        { start: '2018-01-02T08:00:00', end: '8h' },
      ])
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        message: RECURRING_SAME_TIME,
        fieldErrors: [
          { field: 'body.slots.1.end', message: RECURRING_SAME_TIME },
          { field: 'body.slots.2.end', message: RECURRING_END_REQUIRED },
        ],
      })
      const zone = await setSlots(practitioner, [], practitioner.id, 'Europe/Atlantide')
      expect(zone.statusCode).toBe(400)
      expect(zone.json().fieldErrors).toEqual([{ field: 'body.timeZone', message: 'Fuseau horaire inconnu' }])
      expect((await read(practitioner)).json().slots).toHaveLength(1)
      const moved = await setSlots(practitioner, [MONDAY_MORNING], practitioner.id, 'africa/abidjan')
      expect(moved.json().timeZone).toBe('Africa/Abidjan')
    })

    it('merges exceptions with the stored ones, later ones winning, and removes them by id', async () => {
      const practitioner = await newPractitioner('doctor')
      const free = await addExceptions(practitioner, [
        { start: '2026-12-01T08:00:00Z', end: '2026-12-01T18:00:00Z', status: 'FREE' },
      ])
      expect(free.statusCode, free.payload).toBe(200)
      const busy = await addExceptions(practitioner, [
        { start: '2026-12-01T12:00:00Z', end: '2026-12-01T14:00:00Z', status: 'BUSY' },
        { start: '2026-12-02T12:00:00Z', end: '2026-12-02T13:00:00Z', status: 'BUSY' },
        { start: '2026-12-02T13:00:00Z', end: '2026-12-02T14:00:00Z', status: 'BUSY' },
      ])
      const exceptions = busy.json().exceptions as {
        id: string
        start: string
        end: string
        status: string
      }[]
      expect(exceptions.map(({ start, end, status }) => [start, end, status])).toEqual([
        [at('2026-12-01T08:00Z'), at('2026-12-01T12:00Z'), 'FREE'],
        [at('2026-12-01T12:00Z'), at('2026-12-01T14:00Z'), 'BUSY'],
        [at('2026-12-01T14:00Z'), at('2026-12-01T18:00Z'), 'FREE'],
        [at('2026-12-02T12:00Z'), at('2026-12-02T14:00Z'), 'BUSY'],
      ])
      const narrowed = await t.inject({
        method: 'GET',
        url: schedulePath(practitioner.id, '?from=2026-12-02T00:00:00Z&to=2026-12-03T00:00:00Z'),
        headers: practitioner.headers,
      })
      expect(narrowed.json().exceptions).toHaveLength(1)
      const removed = await t.inject({
        method: 'DELETE',
        url: schedulePath(practitioner.id, '/exceptions'),
        headers: practitioner.headers,
        payload: { ids: [exceptions[1]!.id, exceptions[3]!.id, randomUUID()] },
      })
      expect(removed.statusCode, removed.payload).toBe(200)
      expect((removed.json().exceptions as { status: string }[]).map((e) => e.status)).toEqual([
        'FREE',
        'FREE',
      ])
    })

    it('refuses an exception in the past or ending before its start, storing none of the lot', async () => {
      const practitioner = await newPractitioner('doctor')
      const now = t.clock.now().getTime()
      const past = await addExceptions(practitioner, [
        { start: '2026-12-01T08:00:00Z', end: '2026-12-01T09:00:00Z', status: 'BUSY' },
        {
          start: new Date(now - 3_600_000).toISOString(),
          end: new Date(now + 3_600_000).toISOString(),
          status: 'BUSY',
        },
      ])
      expect(past.statusCode).toBe(400)
      expect(past.json()).toMatchObject({
        message: UNAVAILABILITY_MESSAGES.startInPast,
        fieldErrors: [{ field: 'body.exceptions.1.start', message: UNAVAILABILITY_MESSAGES.startInPast }],
      })
      // Unavailable from now, as the browser's clock said a moment ago: accepted.
      const fromNow = await addExceptions(practitioner, [
        {
          start: new Date(now - 10_000).toISOString(),
          end: new Date(now + 3_600_000).toISOString(),
          status: 'BUSY',
        },
      ])
      expect(fromNow.statusCode).toBe(200)
      const inverted = await addExceptions(practitioner, [
        { start: '2026-12-01T15:00:00Z', end: '2026-12-01T09:00:00Z', status: 'BUSY' },
      ])
      expect(inverted.json().fieldErrors).toEqual([
        { field: 'body.exceptions.0.end', message: UNAVAILABILITY_MESSAGES.endBeforeStartTime },
      ])
      expect((await read(practitioner)).json().exceptions).toHaveLength(1)
    })
  })

  describe('who may read and change it', () => {
    it('refuses anyone but the practitioner with 403, and an unknown practitioner with 404', async () => {
      const practitioner = await newPractitioner('doctor')
      for (const stranger of [doctor, midwife, structure]) {
        const res = await read(stranger, practitioner.id)
        expect(res.statusCode).toBe(403)
        expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: NO_RIGHTS })
        expect((await setSlots(stranger, [MONDAY_MORNING], practitioner.id)).statusCode).toBe(403)
      }
      expect((await read(patient, practitioner.id)).statusCode).toBe(403)
      expect((await read(doctor, patient.id)).statusCode).toBe(404)
      expect((await read(doctor, randomUUID())).statusCode).toBe(404)
    })

    it("opens it to a structure holding the practitioner's accepted grant, through all its members", async () => {
      const practitioner = await newPractitioner('midwife')
      const member = await newPractitioner('doctor')
      await db
        .insertInto('organization_members')
        .values({
          organization_id: organizationId,
          user_id: member.id,
          role: 'member',
          created_at: new Date(),
        })
        .execute()
      const policies = new AccessPoliciesRepository(db)
      const request = await policies.create({
        application: 'perinatal',
        resource: 'practitioner_calendar',
        holderUserId: practitioner.id,
        resourceId: practitioner.id,
        grantee: { organizationId },
        requestedBy: structure.id,
        status: 'PENDING',
        now: t.clock.now(),
      })
      // Asked is not granted.
      expect((await read(structure, practitioner.id)).statusCode).toBe(403)
      await policies.answer('perinatal', request!.id, practitioner.id, 'approve', t.clock.now())
      expect((await read(structure, practitioner.id)).statusCode).toBe(200)
      const set = await setSlots(member, [MONDAY_MORNING], practitioner.id)
      expect(set.statusCode, set.payload).toBe(200)
      expect((await read(practitioner)).json().slots).toHaveLength(1)
      // Another doctor's calendar was not granted.
      expect((await read(structure, doctor.id)).statusCode).toBe(403)
      await policies.answer('perinatal', request!.id, practitioner.id, 'revoke', t.clock.now())
      expect((await read(member, practitioner.id)).statusCode).toBe(403)
    })

    it("opens it to a practitioner holding the practitioner's own grant", async () => {
      const practitioner = await newPractitioner('doctor')
      await grantCalendar(db, 'perinatal', practitioner.id, { userId: midwife.id })
      expect((await read(midwife, practitioner.id)).statusCode).toBe(200)
      expect((await read(doctor, practitioner.id)).statusCode).toBe(403)
    })
  })

  describe('free slots', () => {
    it('lists the slots of a date with the practitioners free for each, around bookings', async () => {
      const first = await newPractitioner('doctor')
      const second = await newPractitioner('midwife')
      await setSlots(first, [MONDAY_MORNING])
      await setSlots(second, [{ start: '2018-01-01T10:00:00', end: '2018-01-01T14:00:00' }])
      const patientId = await insertTestPatient(db, 'perinatal', 'Reservee')
      // 2026-12-07 is a Monday: 09:00 Paris is 08:00 UTC.
      await insertAppointment(db, {
        app: 'perinatal',
        patientId,
        practitioners: [{ id: first.id, role: 'doctor' }],
        start: new Date('2026-12-07T08:00:00Z'),
        minutes: 60,
      })
      const res = await findSlots(patient, {
        date: '2026-12-07',
        duration: '60',
        doctorId: first.id,
        midwifeId: second.id,
      })
      expect(res.statusCode, res.payload).toBe(200)
      expect(res.json()).toEqual({
        date: '2026-12-07',
        timeZone: 'Europe/Paris',
        duration: 60,
        slots: [
          { start: at('2026-12-07T07:00Z'), end: at('2026-12-07T08:00Z'), practitionerIds: [first.id] },
          {
            start: at('2026-12-07T09:00Z'),
            end: at('2026-12-07T10:00Z'),
            practitionerIds: [first.id, second.id],
          },
          {
            start: at('2026-12-07T10:00Z'),
            end: at('2026-12-07T11:00Z'),
            practitionerIds: [first.id, second.id],
          },
          { start: at('2026-12-07T11:00Z'), end: at('2026-12-07T12:00Z'), practitionerIds: [second.id] },
          { start: at('2026-12-07T12:00Z'), end: at('2026-12-07T13:00Z'), practitionerIds: [second.id] },
        ],
      })
      const quarter = await findSlots(doctor, { date: '2026-12-07', doctorId: first.id })
      expect(quarter.json().duration).toBe(15)
      expect(quarter.json().slots).toHaveLength(12)
    })

    it('answers an empty list for a day without slots, and 400 for a past date', async () => {
      const practitioner = await newPractitioner('doctor')
      await setSlots(practitioner, [MONDAY_MORNING])
      const tuesday = await findSlots(patient, { date: '2026-12-08', doctorId: practitioner.id })
      expect(tuesday.statusCode).toBe(200)
      expect(tuesday.json().slots).toEqual([])
      const past = await findSlots(patient, { date: '2026-11-16', doctorId: practitioner.id })
      expect(past.statusCode).toBe(400)
      expect(past.json()).toMatchObject({
        message: SLOT_MESSAGES.past,
        fieldErrors: [{ field: 'query.date', message: 'Cette date est déjà passée' }],
      })
    })

    it('asks for a practitioner, of the kind named, of the application', async () => {
      const practitioner = await newPractitioner('doctor')
      const none = await findSlots(patient, { date: '2026-12-07' })
      expect(none.statusCode).toBe(400)
      expect(none.json().fieldErrors[0].field).toBe('query.doctorId')
      expect((await findSlots(patient, { date: '2026-12-07', midwifeId: practitioner.id })).statusCode).toBe(
        404,
      )
      expect((await findSlots(patient, { date: '2026-12-07', doctorId: patient.id })).statusCode).toBe(404)
      const mobility = await newPractitioner('assistant')
      expect((await findSlots(patient, { date: '2026-12-07', assistantId: mobility.id })).statusCode).toBe(
        404,
      )
    })

    it('keeps a Monday 08:00 at 08:00 local across daylight saving time, and Abidjan on UTC', async () => {
      const paris = await newPractitioner('doctor')
      await setSlots(paris, [MONDAY_MORNING])
      const abidjan = await newPractitioner('doctor', 'CI')
      await setSlots(abidjan, [MONDAY_MORNING])
      const firstSlot = async (practitioner: TestUser, date: string) => {
        const res = await findSlots(patient, { date, doctorId: practitioner.id })
        expect(res.statusCode, res.payload).toBe(200)
        return res.json().slots[0].start as string
      }
      // Summer time starts on 2027-03-28 and ends on 2027-10-31.
      expect(await firstSlot(paris, '2027-03-22')).toBe(at('2027-03-22T07:00Z'))
      expect(await firstSlot(paris, '2027-03-29')).toBe(at('2027-03-29T06:00Z'))
      expect(await firstSlot(paris, '2027-10-25')).toBe(at('2027-10-25T06:00Z'))
      expect(await firstSlot(paris, '2027-11-01')).toBe(at('2027-11-01T07:00Z'))
      for (const date of ['2027-03-22', '2027-03-29', '2027-10-25', '2027-11-01']) {
        expect(await firstSlot(abidjan, date)).toBe(at(`${date}T08:00Z`))
      }
    })
  })
})
