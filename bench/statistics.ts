// A structure's statistics at scale: one maternity service of 50 practitioners (doctors, midwives and
// assistants) with a year of appointments behind it — 50,000 of them, nine in ten fulfilled, 15 to 70
// minutes long so that the three length classes appear, the rest booked or cancelled, one in twenty-five
// of the doctors' shared with a midwife — read by one of its doctors
// (`GET /organization/{id}/statistics?periodStartDate&periodEndDate`, as the dashboard asks) over 7, 30
// and 90 days and the longest period allowed (366), each period's end moved back a day at a time so
// that no answer repeats the one before; then the dashboard's every-second refresh, a conditional
// request whose ETag still holds (304). The API runs in this process on a fresh database (PGlite, and
// PostgreSQL when TEST_DATABASE_URL is set), measured through hapi's `inject` — no socket, so the
// figures are the server's own time — one request after another. The goal is PostgreSQL's, the
// production database; PGlite (single-threaded wasm) is shown beside it. `npx tsx bench/statistics.ts`
// runs this section alone.
import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import {
  addDays,
  statisticsPeriod,
  MAX_STATISTICS_DAYS,
  STATISTICS_PERIODS,
  type IsoDate,
} from '@relais/domain'
import type { DB } from '../apps/api/src/areas/index.ts'
import { openSchedule } from '../apps/api/src/testing/agendas.ts'
import { nirFrom, signInHeaders } from '../apps/api/src/testing/accounts.ts'
import { allTestDatabases } from '../apps/api/src/testing/databases.ts'
import { startTestApi, type TestApi } from '../apps/api/src/testing/harness.ts'
import { insertStructure } from '../apps/api/src/testing/structures.ts'

/** The goals at this scale, on PostgreSQL. */
const STATISTICS_GOALS = { practitioners: 50, appointments: 50_000, requestP95Ms: 100 }
/** The page's periods (the goal), then the longest the API computes (informative: no screen asks it). */
const PERIODS = [...STATISTICS_PERIODS.map((p) => p.days), MAX_STATISTICS_DAYS]
const WARM_UPS = 5
const REQUESTS = 50
const PATIENTS = 300
/** The test clock's today is 2026-11-21: the year of appointments ends on it. */
const TODAY: IsoDate = '2026-11-21'
const HISTORY_DAYS = 365
const DAY = 86_400_000
const BATCH = 1_000

type Role = 'doctor' | 'midwife' | 'assistant'
type Status = 'FULFILLED' | 'BOOKED' | 'CANCELLED'

export interface StatisticsFigure {
  database: string
  /** What was asked: a period's length in days, or the conditional request. */
  request: string
  p50: number
  p95: number
  /** The seed's time in seconds (users, schedules, appointments, analyze). */
  seedSeconds: number
  appointments: number
}

const GIVEN = ['Hélène', 'Amélie', 'Zoé', 'Inès', 'Léa', 'Hugo', 'Karim', 'Jules', 'Maëlle', 'Aïcha']
const FAMILY = ['Lefèvre', 'Durand', 'Bénard', 'Moreau', 'Girard', 'Faure', 'Rousseau', 'Mercier', 'Dupré']

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

/** 20 doctors, 20 midwives, 10 assistants. */
const roleOf = (i: number): Role => (i % 5 < 2 ? 'doctor' : i % 5 < 4 ? 'midwife' : 'assistant')

interface Seeded {
  organizationId: string
  /** The doctor who reads the statistics. */
  readerEmail: string
  appointments: number
}

/** Inserts users in one statement, and their profiles in another; answers their ids. */
async function insertPeople(
  db: Kysely<DB>,
  people: { userType: Role | 'patient'; email: string; given: string; family: string; nir?: string }[],
  now: Date,
): Promise<string[]> {
  const ids = people.map(() => randomUUID())
  await db
    .insertInto('users')
    .values(
      people.map((p, i) => ({
        id: ids[i]!,
        application: 'perinatal',
        user_type: p.userType,
        email: p.email,
        phone: null,
        active: true,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute()
  await db
    .insertInto('profiles')
    .values(
      people.map((p, i) => ({
        id: randomUUID(),
        user_id: ids[i]!,
        given_name: p.given,
        family_name: p.family,
        gender: 'FEMALE',
        birth_date: '1985-03-14',
        address: JSON.stringify([{ text: 'Montreuil', city: 'Montreuil' }]),
        rpps: null,
        finess: null,
        nir: p.nir ?? null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute()
  return ids
}

/**
 * The structure, its practitioners (each with a schedule: the rows a booking locks), its patients and
 * their grants, and a year of appointments: each practitioner's 1,000 on distinct days and slots
 * (07:00, 08:30 or 10:00 UTC, at most 70 minutes), so that none of the booked ones overlap.
 */
async function seed(db: Kysely<DB>): Promise<Seeded> {
  const now = new Date()
  const { practitioners: count, appointments: total } = STATISTICS_GOALS
  const roles = Array.from({ length: count }, (_, i) => roleOf(i))
  const practitionerIds = await insertPeople(
    db,
    roles.map((role, i) => ({
      userType: role,
      email: `${role}.${i}@statistiques.exemple.fr`,
      given: GIVEN[i % GIVEN.length]!,
      family: FAMILY[i % FAMILY.length]!,
    })),
    now,
  )
  for (const id of practitionerIds) await openSchedule(db, 'perinatal', id)
  const organizationId = await insertStructure(db, {
    application: 'perinatal',
    name: 'Maternité des statistiques',
    finess: '930000112',
    memberIds: practitionerIds,
    address: { text: 'Montreuil' },
    now,
  })
  const patientIds = await insertPeople(
    db,
    Array.from({ length: PATIENTS }, (_, i) => ({
      userType: 'patient' as const,
      email: `patiente.${i}@statistiques.exemple.fr`,
      given: GIVEN[i % GIVEN.length]!,
      family: FAMILY[i % FAMILY.length]!,
      nir: nirFrom(`2850393${String(100000 + i).slice(-6)}`),
    })),
    now,
  )
  await db
    .insertInto('access_policies')
    .values(
      patientIds.map((id, i) => ({
        id: randomUUID(),
        application: 'perinatal',
        resource: 'medical-file',
        holder_user_id: id,
        resource_id: id,
        grantee_user_id: null,
        grantee_organization_id: organizationId,
        status: i % 20 ? ('ACCEPTED' as const) : ('PENDING' as const),
        rights: JSON.stringify(['read']),
        requested_by: practitionerIds[0]!,
        created_at: now,
        updated_at: now,
        decided_at: i % 20 ? now : null,
      })),
    )
    .execute()

  const midwives = practitionerIds.filter((_, i) => roles[i] === 'midwife')
  const firstDay = Date.parse(`${addDays(TODAY, -(HISTORY_DAYS - 1))}T00:00:00Z`)
  const perPractitioner = total / count
  const appointments: {
    id: string
    start: Date
    minutes: number
    status: Status
    patientId: string
    practitioners: { id: string; role: Role }[]
  }[] = []
  for (let j = 0; j < perPractitioner; j++) {
    for (let p = 0; p < count; p++) {
      const id = practitionerIds[p]!
      const role = roles[p]!
      // One day of the year per 365 appointments, each practitioner's turned by a week from the last's.
      const day = (j + 7 * p) % HISTORY_DAYS
      const slot = Math.floor(j / HISTORY_DAYS)
      const start = new Date(firstDay + day * DAY + (7 * 60 + slot * 90) * 60_000)
      const status: Status = j % 20 === 7 ? 'CANCELLED' : j % 20 === 13 ? 'BOOKED' : 'FULFILLED'
      const shared = role === 'doctor' && status === 'FULFILLED' && j % 25 === 3
      appointments.push({
        id: randomUUID(),
        start,
        minutes: 15 + ((j * 7 + p * 13) % 56),
        status,
        patientId: patientIds[(j * 31 + p) % PATIENTS]!,
        practitioners: [
          { id, role },
          ...(shared ? [{ id: midwives[(p + j) % midwives.length]!, role: 'midwife' as const }] : []),
        ],
      })
    }
  }
  for (let i = 0; i < appointments.length; i += BATCH) {
    const batch = appointments.slice(i, i + BATCH)
    await db
      .insertInto('appointments')
      .values(
        batch.map((a) => ({
          id: a.id,
          application: 'perinatal',
          starts_at: a.start,
          ends_at: new Date(a.start.getTime() + a.minutes * 60_000),
          status: a.status,
          service_category: 'Consultation' as const,
          description: null,
          patient_user_id: a.patientId,
          created_by: null,
          created_at: now,
          cancelled_at: a.status === 'CANCELLED' ? now : null,
        })),
      )
      .execute()
    // Their slots and states are copied onto these rows by the database's trigger.
    await db
      .insertInto('appointment_practitioners')
      .values(
        batch.flatMap((a) =>
          a.practitioners.map((p) => ({ appointment_id: a.id, practitioner_user_id: p.id, role: p.role })),
        ),
      )
      .execute()
  }
  // As the database's upkeep does after such an import (autovacuum on a server, the API's hourly
  // refresh on PGlite): the planner reads the tables' sizes from these statistics.
  await sql`analyze`.execute(db)
  return {
    organizationId,
    readerEmail: `doctor.0@statistiques.exemple.fr`,
    appointments: appointments.length,
  }
}

interface Answer {
  elapsed: number
  etag: string
}

async function timed(
  t: TestApi,
  url: string,
  headers: Record<string, string>,
  expected: 200 | 304 = 200,
): Promise<Answer> {
  const started = performance.now()
  const res = await t.inject({ method: 'GET', url, headers })
  const elapsed = performance.now() - started
  if (res.statusCode !== expected) throw new Error(`${url} answered ${res.statusCode}: ${res.payload}`)
  if (expected === 200) {
    const body = JSON.parse(res.payload) as {
      team: Record<string, number>
      appointments: { count: { value: number } }
    }
    const team = Object.values(body.team).reduce((a, b) => a + b, 0)
    if (team !== STATISTICS_GOALS.practitioners || body.appointments.count.value === 0)
      throw new Error(`${url} counted ${team} practitioners, ${body.appointments.count.value} consultations`)
  }
  return { elapsed, etag: String(res.headers.etag) }
}

const statisticsUrl = (organizationId: string, days: number, i: number) => {
  const { start, end } = statisticsPeriod(addDays(TODAY, -(i % 10)), days)
  return `/organization/${organizationId}/statistics?periodStartDate=${start}&periodEndDate=${end}`
}

export async function measureStatistics(): Promise<StatisticsFigure[]> {
  const figures: StatisticsFigure[] = []
  for (const database of allTestDatabases()) {
    const t = await startTestApi(database, { validateResponses: false, logLevel: 'error' })
    try {
      const db = t.api.db as unknown as Kysely<DB>
      const seedStarted = performance.now()
      const seeded = await seed(db)
      const seedSeconds = (performance.now() - seedStarted) / 1000
      const headers = await signInHeaders(t, seeded.readerEmail)
      const name = database.name === 'pglite' ? 'PGlite (informative)' : 'PostgreSQL'
      const figure = (request: string, times: number[]): StatisticsFigure => {
        times.sort((a, b) => a - b)
        return {
          database: name,
          request,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          seedSeconds,
          appointments: seeded.appointments,
        }
      }
      for (const days of PERIODS) {
        const url = (i: number) => statisticsUrl(seeded.organizationId, days, i)
        // Warm-up: the first queries plan and cache.
        for (let i = 0; i < WARM_UPS; i++) await timed(t, url(i), headers)
        const times: number[] = []
        for (let i = 0; i < REQUESTS; i++) times.push((await timed(t, url(i), headers)).elapsed)
        figures.push(
          figure(days === MAX_STATISTICS_DAYS ? `${days} days (informative)` : `${days} days`, times),
        )
      }
      // The dashboard's refresh: the last 7 days again, with the tag of the answer it holds.
      const url = statisticsUrl(seeded.organizationId, 7, 0)
      const { etag } = await timed(t, url, headers)
      const conditional = { ...headers, 'if-none-match': etag }
      for (let i = 0; i < WARM_UPS; i++) await timed(t, url, conditional, 304)
      const times: number[] = []
      for (let i = 0; i < REQUESTS; i++) times.push((await timed(t, url, conditional, 304)).elapsed)
      figures.push(figure('7 days, If-None-Match → 304', times))
    } finally {
      await t.close()
    }
  }
  return figures
}

/** Prints the figures beside their goal (PostgreSQL's); false when one is missed. */
export function printStatistics(figures: StatisticsFigure[]): boolean {
  const { practitioners, requestP95Ms } = STATISTICS_GOALS
  console.log(
    `\nA structure's statistics: ${practitioners} practitioners, ${figures[0]?.appointments ?? 0} appointments ` +
      `over a year (in-process requests, ${REQUESTS} per period; the goal is PostgreSQL's)`,
  )
  console.table(
    figures.map((f) => ({
      database: f.database,
      request: f.request,
      'p50 ms': f.p50.toFixed(1),
      [`p95 ms (≤ ${requestP95Ms})`]: f.p95.toFixed(1),
      'seed s': f.seedSeconds.toFixed(1),
    })),
  )
  const held = figures.filter((f) => f.database === 'PostgreSQL' && !f.request.includes('informative'))
  if (held.length === 0) console.log('(no TEST_DATABASE_URL: the goal, PostgreSQL’s, is not checked)')
  const met = held.every((f) => f.p95 <= requestP95Ms)
  if (!met) console.error('The structure statistics missed their goal.')
  return met
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const met = printStatistics(await measureStatistics())
  // The in-process API leaves timers behind (rate-limit sweeps, sockets): done is done.
  process.exit(met ? 0 : 1)
}
