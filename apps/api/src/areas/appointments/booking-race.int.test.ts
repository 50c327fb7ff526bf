// A slot is booked once, held by the database. Twenty bookings of one slot sent at once, and moves
// racing onto one slot, get exactly one success; writes that skip the API (straight SQL) meet the same
// triggers. Run on every database the machine offers, whatever the file's path picks: on PostgreSQL the
// requests really run side by side over the pool's connections, which is the race that matters; PGlite
// runs one transaction at a time and shows the same answer.
import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APPOINTMENT_MESSAGES } from '@relais/domain'
import { insertAppointment, openSchedule } from '../../testing/agendas.ts'
import { allTestDatabases } from '../../testing/databases.ts'
import { DOCTOR, MIDWIFE, PATIENT, demoUser, type TestUser } from '../../testing/demo-users.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'
import { grantMedicalFile, insertTestPatient } from '../../testing/medical-files.ts'
import type { DB } from '../database.ts'

const CONCURRENT_BOOKINGS = 20

describe.each(allTestDatabases())('booking races on $name', (database) => {
  let t: TestApi
  let db: Kysely<DB>
  let doctor: TestUser
  let midwife: TestUser
  let patient: TestUser

  beforeAll(async () => {
    t = await startTestApi(database)
    db = t.api.db as unknown as Kysely<DB>
    doctor = await demoUser(t, DOCTOR)
    midwife = await demoUser(t, MIDWIFE)
    patient = await demoUser(t, PATIENT)
    await openSchedule(db, 'perinatal', doctor.id)
    await openSchedule(db, 'perinatal', midwife.id)
    await grantMedicalFile(db, 'perinatal', patient.id, doctor.id)
  })
  afterAll(async () => {
    await t?.close()
  })

  const bookedAt = async (start: string) =>
    db
      .selectFrom('appointments')
      .select('id')
      .where('starts_at', '=', new Date(start))
      .where('status', '=', 'BOOKED')
      .execute()

  it(`gives one slot to exactly one of ${CONCURRENT_BOOKINGS} bookings sent at once`, async () => {
    const slot = { start: '2026-12-07T09:00:00.000Z', end: '2026-12-07T09:30:00.000Z' }
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT_BOOKINGS }, (_, i) =>
        t.inject({
          method: 'POST',
          url: '/appointment',
          headers: i % 2 ? doctor.headers : patient.headers,
          payload: { patientId: patient.id, doctorId: doctor.id, ...slot, serviceCategory: 'Consultation' },
        }),
      ),
    )
    const statuses = answers.map((res) => res.statusCode)
    const tally = Object.fromEntries(
      [...new Set(statuses)].map((s) => [s, statuses.filter((x) => x === s).length]),
    )
    console.log(`${database.name}: ${CONCURRENT_BOOKINGS} bookings of one slot at once →`, tally)
    expect(tally).toEqual({ 201: 1, 409: CONCURRENT_BOOKINGS - 1 })
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toMatchObject({ code: 'CONFLICT', message: APPOINTMENT_MESSAGES.taken })
    }
    expect(await bookedAt(slot.start)).toHaveLength(1)
  })

  it('lets one of several appointments moved onto one slot at once have it', async () => {
    const target = { start: '2026-12-08T10:00:00.000Z', end: '2026-12-08T10:30:00.000Z' }
    const ids = await Promise.all(
      [0, 1, 2, 3, 4, 5].map(async (i) => {
        const res = await t.inject({
          method: 'POST',
          url: '/appointment',
          headers: doctor.headers,
          payload: {
            patientId: patient.id,
            doctorId: doctor.id,
            start: `2026-12-09T0${i}:00:00.000Z`,
            end: `2026-12-09T0${i}:30:00.000Z`,
            serviceCategory: 'Consultation',
          },
        })
        expect(res.statusCode, res.payload).toBe(201)
        return res.json().id as string
      }),
    )
    const moves = await Promise.all(
      ids.map((id) =>
        t.inject({ method: 'PATCH', url: `/appointment/${id}`, headers: doctor.headers, payload: target }),
      ),
    )
    expect(moves.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409])
    expect(await bookedAt(target.start)).toHaveLength(1)
  })

  it('holds the rule for writes that skip the API, and frees the slot of a cancelled appointment', async () => {
    const patientId = await insertTestPatient(db, 'perinatal', 'Directe')
    const start = new Date('2026-12-10T08:00:00Z')
    const first = await insertAppointment(db, {
      app: 'perinatal',
      patientId,
      practitioners: [{ id: doctor.id, role: 'doctor' }],
      start,
    })
    const overlapping = insertAppointment(db, {
      app: 'perinatal',
      patientId,
      practitioners: [
        { id: midwife.id, role: 'midwife' },
        { id: doctor.id, role: 'doctor' },
      ],
      start: new Date(start.getTime() + 15 * 60_000),
    })
    await expect(overlapping).rejects.toMatchObject({ code: '23P01' })
    await sql`update appointments set status = 'CANCELLED', cancelled_at = now() where id = ${first}`.execute(
      db,
    )
    const second = await insertAppointment(db, {
      app: 'perinatal',
      patientId,
      practitioners: [{ id: doctor.id, role: 'doctor' }],
      start,
    })
    // Booking the cancelled one again would double the slot.
    await expect(
      sql`update appointments set status = 'BOOKED', cancelled_at = null where id = ${first}`.execute(db),
    ).rejects.toMatchObject({ code: '23P01' })
    expect(second).toBeTruthy()
  })
})
