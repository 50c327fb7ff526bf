// A structure's statistics over HTTP: the consultations its members gave (fulfilled appointments only,
// one shared by two members counted once, by the day they started in the structure's zone), each figure
// beside the period before, the team and granted patients, a line per practitioner; a 304 for an
// unchanged answer; the period's faults in French; members only. A doctor's own counts.
import type { Kysely } from 'kysely'
import { STATISTICS_MESSAGES, type UserType } from '@relais/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccessPoliciesRepository } from '../access-policies/index.ts'
import { insertAppointment, openSchedule } from '../../testing/agendas.ts'
import { insertUser, signInHeaders } from '../../testing/accounts.ts'
import { testDatabases } from '../../testing/databases.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'
import { insertTestPatient } from '../../testing/medical-files.ts'
import { insertStructure } from '../../testing/structures.ts'
import type { DB } from '../database.ts'

type Role = 'doctor' | 'midwife' | 'assistant'

describe.each(testDatabases(import.meta.url))('statistics on $name', (database) => {
  let t: TestApi
  let db: Kysely<DB>
  let organizationId: string
  let manager: Record<string, string>
  let doctorHeaders: Record<string, string>
  const ids: Record<'doctor' | 'midwife' | 'assistant' | 'outsider' | 'patient', string> = {
    doctor: '',
    midwife: '',
    assistant: '',
    outsider: '',
    patient: '',
  }

  /** A consultation at a Paris wall time (UTC+1 in November) of `minutes`, in the given state. */
  async function consultation(
    parisTime: string,
    minutes: number,
    practitioners: Role[] | [Role, string][],
    status: 'FULFILLED' | 'BOOKED' | 'CANCELLED' = 'FULFILLED',
  ) {
    const id = await insertAppointment(db, {
      app: 'perinatal',
      patientId: ids.patient,
      practitioners: practitioners.map((p) =>
        typeof p === 'string' ? { id: ids[p], role: p } : { id: p[1], role: p[0] },
      ),
      start: new Date(`${parisTime}+01:00`),
      minutes,
    })
    if (status !== 'BOOKED') {
      await db
        .updateTable('appointments')
        .set({ status, cancelled_at: status === 'CANCELLED' ? new Date() : null })
        .where('id', '=', id)
        .execute()
    }
  }

  beforeAll(async () => {
    t = await startTestApi(database)
    db = t.api.db as unknown as Kysely<DB>
    const person = (userType: UserType, email: string, givenName: string, familyName: string) =>
      insertUser(db, { application: 'perinatal', userType, email, profile: { givenName, familyName } })
    const managerId = await person('organization', 'direction.stats@example.fr', 'Claire', 'Direction')
    ids.doctor = await person('doctor', 'medecin.stats@example.fr', 'Hugo', 'Martin')
    ids.midwife = await person('midwife', 'sage-femme.stats@example.fr', 'Inès', 'Bernard')
    ids.assistant = await person('assistant', 'infirmier.stats@example.fr', 'Jules', 'Petit')
    ids.outsider = await person('doctor', 'externe.stats@example.fr', 'Karim', 'Externe')
    ids.patient = await insertTestPatient(db, 'perinatal', 'Statistiques')
    for (const id of [ids.doctor, ids.midwife, ids.assistant, ids.outsider])
      await openSchedule(db, 'perinatal', id)
    organizationId = await insertStructure(db, {
      application: 'perinatal',
      name: 'Maternité des Lilas',
      managerUserId: managerId,
      memberIds: [ids.doctor, ids.midwife, ids.assistant],
    })
    manager = await signInHeaders(t, 'direction.stats@example.fr')
    doctorHeaders = await signInHeaders(t, 'medecin.stats@example.fr')

    // The period asked: 2026-11-09 … 2026-11-15; the one before: 2026-11-02 … 2026-11-08.
    await consultation('2026-11-09T09:00:00', 60, ['doctor']) // long
    await consultation('2026-11-09T10:30:00', 40, ['doctor', 'midwife']) // medium, counted once
    await consultation('2026-11-12T14:00:00', 20, ['midwife']) // short
    await consultation('2026-11-15T23:30:00', 30, ['midwife']) // late Sunday evening: still the 15th in Paris
    await consultation('2026-11-16T00:30:00', 30, ['midwife']) // Monday: after the period
    await consultation('2026-11-10T09:00:00', 45, ['doctor'], 'CANCELLED')
    await consultation('2026-11-11T09:00:00', 45, ['doctor'], 'BOOKED')
    await consultation('2026-11-13T09:00:00', 45, [['doctor', ids.outsider]]) // not a member's
    await consultation('2026-11-03T09:00:00', 30, ['assistant']) // the period before
    await consultation('2026-11-08T23:30:00', 50, ['doctor']) // the period before, by Paris time

    const policies = new AccessPoliciesRepository(db)
    for (const [status, grantee] of [
      ['ACCEPTED', { organizationId }],
      ['PENDING', { organizationId }],
      ['ACCEPTED', { userId: ids.doctor }],
    ] as const) {
      const patientId = await insertTestPatient(db, 'perinatal', `Accordée ${status}`)
      await policies.create({
        application: 'perinatal',
        resource: 'medical-file',
        holderUserId: patientId,
        resourceId: patientId,
        grantee,
        requestedBy: patientId,
        status,
        now: t.clock.now(),
      })
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  const statistics = (
    headers: Record<string, string>,
    query = 'periodStartDate=2026-11-09&periodEndDate=2026-11-15',
    id = organizationId,
  ) => t.inject({ method: 'GET', url: `/organization/${id}/statistics?${query}`, headers })

  it('computes the period from the members’ fulfilled consultations, beside the period before', async () => {
    const res = await statistics(manager)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.organization).toEqual({ id: organizationId, name: 'Maternité des Lilas' })
    expect(body.timeZone).toBe('Europe/Paris')
    expect(body.team).toEqual({ doctors: 1, midwives: 1, assistants: 1 })
    expect(body.patients).toBe(1)
    expect(body.period).toEqual({
      start: '2026-11-09',
      end: '2026-11-15',
      previousStart: '2026-11-02',
      previousEnd: '2026-11-08',
    })
    // 60 + 40 + 20 + 30 = 150 minutes over 4 consultations; before: 30 + 50 over 2.
    expect(body.appointments.count).toEqual({ value: 4, delta: 2 })
    expect(body.duration.total).toEqual({ value: 150, delta: 70 })
    expect(body.duration.average).toEqual({ value: 37.5, delta: -2.5 })
    expect(body.volume).toEqual({ '2026-11-09': 2, '2026-11-12': 1, '2026-11-15': 1 })
    const none = { count: 0, minutes: 0 }
    expect(body.durations).toEqual({
      '2026-11-09': { long: { count: 1, minutes: 60 }, medium: { count: 1, minutes: 40 }, short: none },
      '2026-11-12': { long: none, medium: none, short: { count: 1, minutes: 20 } },
      '2026-11-15': { long: none, medium: none, short: { count: 1, minutes: 30 } },
    })
    expect(body.practitioners).toEqual([
      {
        practitioner: { id: ids.midwife, name: 'Inès Bernard', userType: 'midwife' },
        count: 3,
        totalMinutes: 90,
        averageMinutes: 30,
      },
      {
        practitioner: { id: ids.doctor, name: 'Hugo Martin', userType: 'doctor' },
        count: 2,
        totalMinutes: 100,
        averageMinutes: 50,
      },
    ])
  })

  it('answers 304 without a body while nothing changed, and a new tag once it does', async () => {
    const first = await statistics(manager)
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"[\w-]+"$/)
    const unchanged = await statistics({ ...manager, 'if-none-match': etag })
    expect(unchanged.statusCode).toBe(304)
    expect(unchanged.payload).toBe('')
    await consultation('2026-11-14T08:00:00', 25, ['assistant'])
    const changed = await statistics({ ...manager, 'if-none-match': etag })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    expect(changed.json().appointments.count.value).toBe(5)
  })

  it('refuses a period that ends before it starts or lasts more than a year, in French', async () => {
    const backwards = await statistics(manager, 'periodStartDate=2026-11-15&periodEndDate=2026-11-09')
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().fieldErrors).toEqual([
      { field: 'periodEndDate', message: STATISTICS_MESSAGES.endBeforeStart },
    ])
    const long = await statistics(manager, 'periodStartDate=2025-01-01&periodEndDate=2026-01-02')
    expect(long.statusCode).toBe(400)
    expect(long.json().fieldErrors).toEqual([
      { field: 'periodEndDate', message: STATISTICS_MESSAGES.tooLong },
    ])
    expect((await statistics(manager, 'periodStartDate=2026-11-09')).statusCode).toBe(400)
  })

  it('shows a structure to its members only', async () => {
    expect((await statistics(doctorHeaders)).statusCode).toBe(200)
    const outsider = await signInHeaders(t, 'externe.stats@example.fr')
    expect((await statistics(outsider)).statusCode).toBe(404)
    const other = await insertStructure(db, { application: 'perinatal', memberIds: [ids.outsider] })
    expect((await statistics(manager, undefined, other)).statusCode).toBe(404)
  })

  it('counts a structure without practitioners or consultations as zeros', async () => {
    const newcomer = await insertUser(db, {
      application: 'perinatal',
      userType: 'organization',
      email: 'nouvelle.structure.stats@example.fr',
      profile: { givenName: 'Lou', familyName: 'Nouvelle' },
    })
    const lonely = await insertStructure(db, { application: 'perinatal', managerUserId: newcomer })
    const body = (
      await statistics(await signInHeaders(t, 'nouvelle.structure.stats@example.fr'), undefined, lonely)
    ).json()
    expect(body.team).toEqual({ doctors: 0, midwives: 0, assistants: 0 })
    expect(body.appointments.count).toEqual({ value: 0, delta: 0 })
    expect(body.duration.average).toEqual({ value: 0, delta: 0 })
    expect(body.volume).toEqual({})
    expect(body.practitioners).toEqual([])
  })

  it("gives a doctor his own fulfilled and coming booked consultations, nobody else's", async () => {
    const tomorrow = new Date(t.clock.now().getTime() + 86_400_000).toISOString().slice(0, 19)
    await consultation(tomorrow, 30, ['doctor'], 'BOOKED')
    const own = await t.inject({
      method: 'GET',
      url: `/doctor/${ids.doctor}/statistics`,
      headers: doctorHeaders,
    })
    expect(own.statusCode).toBe(200)
    // Fulfilled: 9th ×2 and 8th; booked to come: tomorrow's (the 11th's booked one is in the past).
    expect(own.json()).toEqual({ fulfilledAppointments: 3, bookedAppointments: 1 })
    const others = await t.inject({
      method: 'GET',
      url: `/doctor/${ids.outsider}/statistics`,
      headers: doctorHeaders,
    })
    expect(others.statusCode).toBe(404)
  })

  it('gives a nurse her own counts too', async () => {
    const own = await t.inject({
      method: 'GET',
      url: `/doctor/${ids.assistant}/statistics`,
      headers: await signInHeaders(t, 'infirmier.stats@example.fr'),
    })
    expect(own.statusCode).toBe(200)
    // The 3rd's (the period before) and the 14th's, both fulfilled.
    expect(own.json()).toEqual({ fulfilledAppointments: 2, bookedAppointments: 0 })
  })
})
