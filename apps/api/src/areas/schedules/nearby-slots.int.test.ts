// Booking a home visit over HTTP: the free slots of the practitioners of a kind around the patient's
// address — within the distance and no farther, nearest first and ten at most per slot, around their
// bookings and unavailabilities, the date read in each practitioner's zone (Abidjan on UTC all year,
// Paris across daylight saving time), never another application's — and the requests refused.
// Each test searches around a town of its own, far from the others', so that their nurses never meet.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SLOT_MESSAGES, type Coordinates } from '@relais/domain'
import { insertUser, signInHeaders } from '../../testing/accounts.ts'
import { insertAppointment, openSchedule } from '../../testing/agendas.ts'
import { testDatabases } from '../../testing/databases.ts'
import type { TestUser } from '../../testing/demo-users.ts'
import { startTestApi, type TestApi } from '../../testing/harness.ts'
import type { Application } from '../../core/config.ts'
import type { DB } from '../database.ts'

/** The test clock's today is Saturday 2026-11-21, 09:00 UTC: the Monday after is bookable. */
const MONDAY = '2026-11-23'
const ABIDJAN = { latitude: 5.345, longitude: -4.024 }
const SAN_PEDRO = { latitude: 4.748, longitude: -6.636 }
const KORHOGO = { latitude: 9.458, longitude: -5.629 }
const MAN = { latitude: 7.412, longitude: -7.554 }
const BOUAKE = { latitude: 7.69, longitude: -5.03 }
const DALOA = { latitude: 6.877, longitude: -6.45 }
const PARIS = { latitude: 48.8566, longitude: 2.3522 }
const WORKING_DAY = [{ start: 8 * 60, end: 18 * 60 }]
const WEEKDAYS = [1, 2, 3, 4, 5]

/** A point `km` due north (a degree of latitude is 111.195 km on the domain's sphere). */
const north = (from: Coordinates, km: number): Coordinates => ({
  latitude: from.latitude + km / 111.195,
  longitude: from.longitude,
})
const at = (iso: string) => new Date(iso).toISOString()

interface Found {
  start: string
  end: string
  practitioners: { id: string; type: string; name: { text: string }; distanceKm: number }[]
}

describe.each(testDatabases(import.meta.url))('nearby slots on $name', (database) => {
  let t: TestApi
  let db: Kysely<DB>
  let ivorian: TestUser
  let french: TestUser

  /** A signed-in patient whose address is in `country` (the zone a date is past in). */
  async function patientIn(country: 'CI' | 'FR', app: Application = 'mobility'): Promise<TestUser> {
    const email = `patiente.${randomUUID()}@example.fr`
    const id = await insertUser(db, {
      application: app,
      userType: 'patient',
      email,
      profile: {
        givenName: 'Awa',
        familyName: 'Patiente',
        address: JSON.stringify([{ text: 'Chez elle', country }]),
      },
    })
    return { id, email, app, headers: await signInHeaders(t, email, app) }
  }

  /**
   * A practitioner whose exercise zone is at `place`, working 08:00–18:00 on weekdays in `timeZone`
   * unless told otherwise. `place: null` leaves the practice without coordinates.
   */
  async function practitioner(
    place: Coordinates | null,
    options: {
      familyName?: string
      type?: 'assistant' | 'doctor' | 'midwife'
      app?: Application
      timeZone?: string
      active?: boolean
      schedule?: boolean
      weekdays?: number[]
      /** The first address's coordinates instead of an exercise zone (a doctor's practice). */
      asAddress?: boolean
    } = {},
  ): Promise<string> {
    const app = options.app ?? 'mobility'
    const timeZone = options.timeZone ?? 'Africa/Abidjan'
    const country = timeZone === 'Europe/Paris' ? 'FR' : 'CI'
    const address = { text: 'Cabinet', country, ...(place && { coordinates: place }) }
    const id = await insertUser(db, {
      application: app,
      userType: options.type ?? 'assistant',
      email: `soignant.${randomUUID()}@example.fr`,
      active: options.active ?? true,
      profile: {
        givenName: 'Fatou',
        familyName: options.familyName ?? 'Infirmière',
        address: JSON.stringify([options.asAddress ? address : { text: 'Domicile', country }]),
        ...(!options.asAddress && { exercice_zone: JSON.stringify(address), exercice_radius: 20 }),
      },
    })
    if (options.schedule !== false) {
      await openSchedule(db, app, id, {
        timeZone,
        weekdays: options.weekdays ?? WEEKDAYS,
        hours: WORKING_DAY,
      })
    }
    return id
  }

  const search = (caller: TestUser, near: Coordinates, query: Record<string, string> = {}) =>
    t.inject({
      method: 'GET',
      url: `/available-slots/nearby?${new URLSearchParams({
        type: 'assistant',
        latitude: String(near.latitude),
        longitude: String(near.longitude),
        date: MONDAY,
        ...query,
      }).toString()}`,
      app: caller.app,
      headers: caller.headers,
    })

  async function slotsAround(caller: TestUser, near: Coordinates, query: Record<string, string> = {}) {
    const res = await search(caller, near, query)
    expect(res.statusCode, res.payload).toBe(200)
    return res.json().slots as Found[]
  }

  const idsOf = (slot: Found | undefined) => slot?.practitioners.map((p) => p.id)

  beforeAll(async () => {
    t = await startTestApi(database)
    db = t.api.db as unknown as Kysely<DB>
    ivorian = await patientIn('CI')
    french = await patientIn('FR')
  })
  afterAll(async () => {
    await t?.close()
  })

  it('lists the nurses within the distance and no farther, nearest first, with their distance', async () => {
    const tenKm = await practitioner(north(ABIDJAN, 10), { familyName: 'Dix' })
    const threeKm = await practitioner(north(ABIDJAN, 3), { familyName: 'Trois' })
    const thirtyKm = await practitioner(north(ABIDJAN, 30), { familyName: 'Trente' })
    const eightyKm = await practitioner(north(ABIDJAN, 80), { familyName: 'Quatre-vingts' })

    const slots = await slotsAround(ivorian, ABIDJAN, { duration: '60' })
    // Abidjan is on UTC all year: 08:00 to 18:00 there is 08:00Z to 18:00Z, ten slots of an hour.
    expect(slots.map((s) => [s.start, s.end])).toEqual(
      [8, 9, 10, 11, 12, 13, 14, 15, 16, 17].map((h) => [
        at(`${MONDAY}T${String(h).padStart(2, '0')}:00Z`),
        at(`${MONDAY}T${String(h + 1).padStart(2, '0')}:00Z`),
      ]),
    )
    for (const slot of slots) expect(idsOf(slot)).toEqual([threeKm, tenKm, thirtyKm])
    const [first, second] = slots[0]!.practitioners
    expect(first).toMatchObject({
      type: 'assistant',
      name: { given: 'Fatou', family: 'Trois', text: 'Fatou Trois' },
    })
    expect(first!.distanceKm).toBeCloseTo(3, 1)
    expect(second!.distanceKm).toBeCloseTo(10, 1)
    expect(JSON.stringify(slots)).not.toContain(eightyKm)

    const within20 = await slotsAround(ivorian, ABIDJAN, { duration: '60', distance: '20' })
    expect(idsOf(within20[0])).toEqual([threeKm, tenKm])
    const within100 = await slotsAround(ivorian, ABIDJAN, { duration: '60', distance: '100' })
    expect(idsOf(within100[0])).toEqual([threeKm, tenKm, thirtyKm, eightyKm])
    // The default duration is a quarter of an hour.
    const quarters = await search(ivorian, ABIDJAN)
    expect(quarters.json()).toMatchObject({ date: MONDAY, duration: 15 })
    expect(quarters.json().slots).toHaveLength(40)
  })

  it('leaves a nurse out of the slots she is booked or unavailable in', async () => {
    const booked = await practitioner(north(SAN_PEDRO, 2), { familyName: 'Reservee' })
    const away = await practitioner(north(SAN_PEDRO, 4), { familyName: 'Absente' })
    await insertAppointment(db, {
      app: 'mobility',
      patientId: ivorian.id,
      practitioners: [{ id: booked, role: 'assistant' }],
      start: new Date(`${MONDAY}T09:00:00Z`),
      minutes: 60,
    })
    const busy = (start: string, end: string) => ({
      id: randomUUID(),
      practitioner_user_id: away,
      starts_at: new Date(start),
      ends_at: new Date(end),
      status: 'BUSY' as const,
      created_at: new Date(),
    })
    await db
      .insertInto('schedule_exceptions')
      .values([
        busy(`${MONDAY}T10:00:00Z`, `${MONDAY}T12:00:00Z`),
        busy(`${MONDAY}T13:00:00Z`, `${MONDAY}T18:00:00Z`),
      ])
      .execute()
    await insertAppointment(db, {
      app: 'mobility',
      patientId: ivorian.id,
      practitioners: [{ id: booked, role: 'assistant' }],
      start: new Date(`${MONDAY}T13:00:00Z`),
      minutes: 60,
    })

    const slots = await slotsAround(ivorian, SAN_PEDRO, { duration: '60' })
    const byHour = new Map(slots.map((s) => [new Date(s.start).getUTCHours(), idsOf(s)]))
    expect(byHour.get(8)).toEqual([booked, away])
    expect(byHour.get(9)).toEqual([away])
    expect(byHour.get(10)).toEqual([booked])
    expect(byHour.get(11)).toEqual([booked])
    expect(byHour.get(12)).toEqual([booked, away])
    // Nobody is free at 13:00: the slot is not offered at all.
    expect(byHour.has(13)).toBe(false)
    expect(byHour.get(14)).toEqual([booked])
  })

  it('names the ten nearest free for a slot, the nearest first', async () => {
    const ids: string[] = []
    for (let km = 12; km >= 1; km--)
      ids.unshift(await practitioner(north(BOUAKE, km), { familyName: `${km} km` }))
    const slots = await slotsAround(ivorian, BOUAKE, { duration: '60' })
    expect(slots).toHaveLength(10)
    for (const slot of slots) expect(idsOf(slot)).toEqual(ids.slice(0, 10))
    const distances = slots[0]!.practitioners.map((p) => p.distanceKm)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
  })

  it('reads the date in each practitioner’s zone: Abidjan on UTC all year, Paris across summer time', async () => {
    const inParis = await practitioner(north(PARIS, 5), { timeZone: 'Europe/Paris' })
    const firstSlot = async (caller: TestUser, near: Coordinates, date: string) => {
      const slots = await slotsAround(caller, near, { date, duration: '60' })
      return slots[0]?.start
    }
    // Summer time starts on 2027-03-28: 08:00 in Paris is 07:00Z before, 06:00Z after.
    expect(await firstSlot(french, PARIS, MONDAY)).toBe(at(`${MONDAY}T07:00Z`))
    expect(await firstSlot(french, PARIS, '2027-03-22')).toBe(at('2027-03-22T07:00Z'))
    expect(await firstSlot(french, PARIS, '2027-03-29')).toBe(at('2027-03-29T06:00Z'))
    const paris = await slotsAround(french, PARIS, { date: '2027-03-29', duration: '60' })
    expect(paris.at(-1)?.end).toBe(at('2027-03-29T16:00Z'))
    expect(idsOf(paris[0])).toEqual([inParis])

    const inAbidjan = await practitioner(north(MAN, 5), { weekdays: [1, 2, 3, 4, 5, 6, 7] })
    for (const date of ['2027-03-22', '2027-03-29']) {
      expect(await firstSlot(ivorian, MAN, date)).toBe(at(`${date}T08:00Z`))
    }
    // Today, none starts before now (09:00Z on the test clock).
    const today = await slotsAround(ivorian, MAN, { date: '2026-11-21', duration: '60' })
    expect(today[0]?.start).toBe(at('2026-11-21T09:00Z'))
    expect(idsOf(today[0])).toEqual([inAbidjan])
  })

  it('never lists another application’s, another kind’s, an inactive or an unscheduled practitioner', async () => {
    const listed = await practitioner(north(KORHOGO, 1))
    const perinatal = await practitioner(north(KORHOGO, 1), { app: 'perinatal' })
    const doctor = await practitioner(north(KORHOGO, 1), { type: 'doctor', asAddress: true })
    const inactive = await practitioner(north(KORHOGO, 1), { active: false })
    const unscheduled = await practitioner(north(KORHOGO, 1), { schedule: false })
    const slots = await slotsAround(ivorian, KORHOGO)
    expect(slots.length).toBeGreaterThan(0)
    for (const slot of slots) expect(idsOf(slot)).toEqual([listed])
    for (const absent of [perinatal, doctor, inactive, unscheduled]) {
      expect(JSON.stringify(slots)).not.toContain(absent)
    }
    // A doctor's practice is their first address.
    const doctors = await slotsAround(ivorian, KORHOGO, { type: 'doctor' })
    expect(idsOf(doctors[0])).toEqual([doctor])
    // A caller of the other application finds that application's practitioners only.
    const elsewhere = await patientIn('CI', 'perinatal')
    const theirs = await slotsAround(elsewhere, KORHOGO)
    for (const slot of theirs) expect(idsOf(slot)).toEqual([perinatal])
    expect(await slotsAround(elsewhere, KORHOGO, { type: 'doctor' })).toEqual([])
  })

  it('places a practitioner by their last shared position only when their practice has no coordinates, and follows a move', async () => {
    const located = await practitioner(null, { familyName: 'Mobile' })
    const atWork = await practitioner(north(DALOA, 20), { familyName: 'Cabinet' })
    // A position never moves a practitioner whose practice is known.
    for (const [id, km] of [
      [located, 6],
      [atWork, 1],
    ] as const) {
      await db
        .updateTable('users')
        .set({ position_latitude: north(DALOA, km).latitude, position_longitude: DALOA.longitude })
        .where('id', '=', id)
        .execute()
    }
    const slots = await slotsAround(ivorian, DALOA, { distance: '8' })
    expect(idsOf(slots[0])).toEqual([located])
    expect(slots[0]!.practitioners[0]!.distanceKm).toBeCloseTo(6, 1)

    // Both change their exercise zone, as in their settings: the search follows.
    const moveTo = (id: string, place: Coordinates | null) =>
      db
        .updateTable('profiles')
        .set({
          exercice_zone: JSON.stringify({
            text: 'Ailleurs',
            country: 'CI',
            ...(place && { coordinates: place }),
          }),
        })
        .where('user_id', '=', id)
        .execute()
    await moveTo(located, north(DALOA, 30))
    await moveTo(atWork, null)
    const moved = await slotsAround(ivorian, DALOA, { distance: '8' })
    expect(idsOf(moved[0])).toEqual([atWork])
    expect(moved[0]!.practitioners[0]!.distanceKm).toBeCloseTo(1, 1)
  })

  it('refuses a past date, a point out of range, a distance over 100 km and an unknown kind', async () => {
    const past = await search(ivorian, ABIDJAN, { date: '2026-11-20' })
    expect(past.statusCode).toBe(400)
    expect(past.json()).toMatchObject({
      message: SLOT_MESSAGES.past,
      fieldErrors: [{ field: 'query.date', message: 'Cette date est déjà passée' }],
    })
    const refused = async (query: Record<string, string>) => {
      const res = await search(ivorian, ABIDJAN, query)
      expect(res.statusCode, JSON.stringify(query)).toBe(400)
      return (res.json().fieldErrors as { field: string }[]).map((e) => e.field)
    }
    expect(await refused({ latitude: '95' })).toEqual(['query.latitude'])
    expect(await refused({ longitude: '-180.5' })).toEqual(['query.longitude'])
    expect(await refused({ latitude: 'nord' })).toEqual(['query.latitude'])
    expect(await refused({ distance: '150' })).toEqual(['query.distance'])
    expect(await refused({ distance: '0' })).toEqual(['query.distance'])
    expect(await refused({ duration: '20' })).toEqual(['query.duration'])
    expect(await refused({ type: 'patient' })).toEqual(['query.type'])
  })
})
