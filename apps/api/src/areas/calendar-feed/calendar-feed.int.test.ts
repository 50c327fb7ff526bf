// The calendar feed over HTTP: a practitioner activates it (the integrations area's operations), a
// calendar reads its link without a session or the app's headers and finds their booked appointments as
// times and 'Consultation' only, in RFC 5545's lines; renewing and deactivating take the old link away.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertUser, signInHeaders } from '../../testing/accounts.ts'
import { insertAppointment, openSchedule } from '../../testing/agendas.ts'
import { testDatabases } from '../../testing/databases.ts'
import type { TestUser } from '../../testing/demo-users.ts'
import { MINUTE, startTestApi, type TestApi } from '../../testing/harness.ts'
import { insertTestPatient } from '../../testing/medical-files.ts'
import type { DB } from '../database.ts'

const DAY = 24 * 60 * MINUTE
/** The names of the appointments' patient, which must never reach a calendar. */
const PATIENT_FAMILY_NAME = 'Confidentielle'

/** The feed's content lines, continuation lines joined back (RFC 5545's unfolding). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n')

describe.each(testDatabases(import.meta.url))('calendar feed on $name', (database) => {
  let t: TestApi
  let db: Kysely<DB>
  let doctor: TestUser
  let booked: string
  let cancelled: string
  /** The instant the booked appointment starts at: two days after the test clock's now, 09:15 UTC. */
  let bookedStart: Date

  beforeAll(async () => {
    t = await startTestApi(database)
    db = t.api.db as unknown as Kysely<DB>
    const email = `medecin.agenda.${randomUUID()}@example.fr`
    const doctorId = await insertUser(db, {
      application: 'perinatal',
      userType: 'doctor',
      email,
      profile: { givenName: 'Paul', familyName: 'Agenda' },
    })
    doctor = { id: doctorId, email, app: 'perinatal', headers: await signInHeaders(t, email) }
    await openSchedule(db, 'perinatal', doctorId)
    const patientId = await insertTestPatient(db, 'perinatal', PATIENT_FAMILY_NAME)
    const now = t.clock.now().getTime()
    const practitioners = [{ id: doctorId, role: 'doctor' as const }]
    bookedStart = new Date(now + 2 * DAY + 15 * MINUTE)
    booked = await insertAppointment(db, {
      app: 'perinatal',
      patientId,
      practitioners,
      start: bookedStart,
      minutes: 45,
    })
    // Its category is the practitioner's business: the feed says 'Consultation' whatever it is.
    await db
      .updateTable('appointments')
      .set({ service_category: 'RenewalOfPrescription' })
      .where('id', '=', booked)
      .execute()
    cancelled = await insertAppointment(db, {
      app: 'perinatal',
      patientId,
      practitioners,
      start: new Date(now + 3 * DAY),
    })
    await db
      .updateTable('appointments')
      .set({ status: 'CANCELLED', cancelled_at: t.clock.now() })
      .where('id', '=', cancelled)
      .execute()
  })
  afterAll(async () => {
    await t?.close()
  })

  /**
   * Activates the feed as the settings do ('Intégrations' › 'Agenda' › 'Activer', then the app's
   * callback with its one-time code): its link, shown in that answer only.
   */
  const enable = async (user: TestUser): Promise<string> => {
    const authorization = await t.inject({
      method: 'GET',
      url: '/integration/ical/authorization-url',
      app: user.app,
      headers: user.headers,
    })
    expect(authorization.statusCode, authorization.payload).toBe(200)
    const code = new URL((authorization.json() as { url: string }).url).searchParams.get('code')
    const res = await t.inject({
      method: 'POST',
      url: '/integration/ical/authorization-callback',
      app: user.app,
      headers: user.headers,
      payload: { code },
    })
    expect(res.statusCode, res.payload).toBe(200)
    return (res.json() as { subscriptionUrl: string }).subscriptionUrl
  }
  /** 'Désactiver', by the activation's id; nothing to do when not activated. */
  const disable = async (user: TestUser) => {
    const list = await t.inject({ method: 'GET', url: '/integration', app: user.app, headers: user.headers })
    const [feed] = list.json() as { id: string | null }[]
    if (!feed?.id) return
    const res = await t.inject({
      method: 'DELETE',
      url: `/integration/${feed.id}`,
      app: user.app,
      headers: user.headers,
    })
    expect(res.statusCode, res.payload).toBe(204)
  }
  /** As a phone's calendar reads it: the link alone, without a session or the app's headers. */
  const read = (url: string) =>
    t.inject({
      method: 'GET',
      url: new URL(url).pathname,
      headers: { 'x-application-name': null, 'x-env-mode': null },
    })

  it('lists the booked appointments as times and "Consultation" only, in folded CRLF lines', async () => {
    const url = await enable(doctor)
    const res = await read(url)
    expect(res.statusCode, res.payload).toBe(200)
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(res.headers['cache-control']).toBe('private, no-store')

    const ics = res.payload
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)

    const lines = unfold(ics)
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0'])
    expect(lines).toContain('X-WR-CALNAME:Relais — Consultations')
    expect(lines.some((line) => line.startsWith('PRODID:'))).toBe(true)
    expect(lines.at(-2)).toBe('END:VCALENDAR')
    const events = ics.match(/BEGIN:VEVENT/g) ?? []
    expect(events).toHaveLength(1)
    const event = lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT') + 1)
    expect(event).toEqual([
      'BEGIN:VEVENT',
      `UID:${booked}@relais-sante`,
      'DTSTAMP:20261121T090000Z',
      'DTSTART:20261123T091500Z',
      'DTEND:20261123T100000Z',
      'SUMMARY:Consultation',
      'END:VEVENT',
    ])
    expect(bookedStart.toISOString()).toBe('2026-11-23T09:15:00.000Z')
    expect(ics).not.toContain(cancelled)
    expect(ics).not.toContain(PATIENT_FAMILY_NAME)
    expect(ics).not.toContain('Lina')
    expect(ics).not.toContain('RenewalOfPrescription')
    await disable(doctor)
  })

  it('leaves out what is further than 30 days back or 180 days ahead', async () => {
    const patientId = await insertTestPatient(db, 'perinatal', PATIENT_FAMILY_NAME)
    const now = t.clock.now().getTime()
    const practitioners = [{ id: doctor.id, role: 'doctor' as const }]
    const inside = [now - 29 * DAY, now + 179 * DAY]
    const outside = [now - 32 * DAY, now + 182 * DAY]
    const ids = new Map<number, string>()
    for (const start of [...inside, ...outside]) {
      ids.set(
        start,
        await insertAppointment(db, { app: 'perinatal', patientId, practitioners, start: new Date(start) }),
      )
    }
    const url = await enable(doctor)
    const ics = (await read(url)).payload
    for (const start of inside) expect(ics).toContain(ids.get(start))
    for (const start of outside) expect(ics).not.toContain(ids.get(start))
    await db
      .deleteFrom('appointments')
      .where('id', 'in', [...ids.values()])
      .execute()
    await disable(doctor)
  })

  it('stops the old link when renewed, and every link when revoked, with the same 404', async () => {
    const first = await enable(doctor)
    expect((await read(first)).statusCode).toBe(200)

    const second = await enable(doctor)
    expect(second).not.toBe(first)
    const old = await read(first)
    expect(old.statusCode).toBe(404)
    expect((await read(second)).statusCode).toBe(200)

    await disable(doctor)
    const gone = await read(second)
    expect(gone.statusCode).toBe(404)
    expect(gone.json()).toEqual(old.json())
    const unknown = await read(`http://localhost:4000/calendar-feed/${'A'.repeat(43)}.ics`)
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual(old.json())
  })

  it('answers a malformed secret 400', async () => {
    const res = await read('http://localhost:4000/calendar-feed/short.ics')
    expect(res.statusCode).toBe(400)
  })

  it('publishes nothing for an account no longer active', async () => {
    const url = await enable(doctor)
    await db.updateTable('users').set({ active: false }).where('id', '=', doctor.id).execute()
    try {
      expect((await read(url)).statusCode).toBe(404)
    } finally {
      await db.updateTable('users').set({ active: true }).where('id', '=', doctor.id).execute()
    }
    expect((await read(url)).statusCode).toBe(200)
    await disable(doctor)
  })

  it('caps how often one link is read', async () => {
    // A fresh window, whatever the tests above read.
    t.clock.advance(16 * MINUTE)
    const url = await enable(doctor)
    for (let i = 0; i < 60; i++) expect((await read(url)).statusCode).toBe(200)
    const refused = await read(url)
    expect(refused.statusCode).toBe(429)
    expect(refused.headers['retry-after']).toBeDefined()
  })
})
