// A structure's week agenda at its busiest: one member's week holding 500 appointments (15 minutes each,
// 06:00 to midnight every day), behind a year of history, read by the structure's account through its
// calendar grant (`GET /practitioner/{id}/appointments?start&end`, as the organization agenda asks). The
// API runs in this process on a fresh database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set),
// measured through hapi's `inject`, one request after another. `npx tsx bench/week-agenda.ts` runs this
// section alone.
import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../apps/api/src/areas/index.ts'
import { grantCalendar, openSchedule } from '../apps/api/src/testing/agendas.ts'
import { insertUser } from '../apps/api/src/testing/accounts.ts'
import { allTestDatabases } from '../apps/api/src/testing/databases.ts'
import { ORGANIZATION, PATIENT, demoUser } from '../apps/api/src/testing/demo-users.ts'
import { startTestApi, type TestApi } from '../apps/api/src/testing/harness.ts'

const WEEK_AGENDA_GOALS = { appointments: 500, requestP95Ms: 50 }
const REQUESTS = 200
/** The test clock's today is 2026-11-21: the week read is the next one, Monday to Sunday in Paris. */
const WEEK_START = '2026-11-23T00:00:00+01:00'
const HISTORY_WEEKS = 52
const DAY = 86_400_000
const QUARTER = 15 * 60_000

export interface WeekAgendaFigure {
  database: string
  inWeek: number
  total: number
  requestP50: number
  requestP95: number
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

/** Quarter-hour appointments from 06:00 on each day of the week starting `monday`, `count` of them. */
function weekOfQuarters(monday: number, count: number): Date[] {
  const starts: Date[] = []
  for (let day = 0; day < 7 && starts.length < count; day++) {
    for (let quarter = 24; quarter < 96 && starts.length < count; quarter++) {
      starts.push(new Date(monday + day * DAY + quarter * QUARTER))
    }
  }
  return starts
}

async function seedWeeks(db: Kysely<DB>, patientId: string, doctorId: string): Promise<number> {
  const now = new Date()
  const monday = Date.parse(WEEK_START)
  const starts: { start: Date; status: 'BOOKED' | 'FULFILLED' }[] = []
  for (const start of weekOfQuarters(monday, WEEK_AGENDA_GOALS.appointments)) {
    starts.push({ start, status: 'BOOKED' })
  }
  // A busy year behind: 100 appointments a week, none in the week read.
  for (let week = 1; week <= HISTORY_WEEKS; week++) {
    for (const start of weekOfQuarters(monday - week * 7 * DAY, 100))
      starts.push({ start, status: 'FULFILLED' })
  }
  for (let i = 0; i < starts.length; i += 500) {
    const batch = starts.slice(i, i + 500).map((row) => ({ ...row, id: randomUUID() }))
    await db
      .insertInto('appointments')
      .values(
        batch.map((row) => ({
          id: row.id,
          application: 'perinatal',
          starts_at: row.start,
          ends_at: new Date(row.start.getTime() + QUARTER),
          status: row.status,
          service_category: 'Consultation' as const,
          description: null,
          patient_user_id: patientId,
          created_by: doctorId,
          created_at: now,
          cancelled_at: null,
        })),
      )
      .execute()
    await db
      .insertInto('appointment_practitioners')
      .values(
        batch.map((row) => ({
          appointment_id: row.id,
          practitioner_user_id: doctorId,
          role: 'doctor' as const,
        })),
      )
      .execute()
  }
  return starts.length
}

async function timed(t: TestApi, url: string, headers: Record<string, string>, expected: number) {
  const started = performance.now()
  const res = await t.inject({ method: 'GET', url, headers })
  const elapsed = performance.now() - started
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.payload}`)
  const count = (JSON.parse(res.payload) as { appointments: unknown[] }).appointments.length
  if (count !== expected) throw new Error(`${url} listed ${count} appointments, not ${expected}`)
  return elapsed
}

export async function measureWeekAgenda(): Promise<WeekAgendaFigure[]> {
  const figures: WeekAgendaFigure[] = []
  for (const database of allTestDatabases()) {
    const t = await startTestApi(database, { validateResponses: false, logLevel: 'error' })
    try {
      const db = t.api.db as unknown as Kysely<DB>
      const patient = await demoUser(t, PATIENT)
      const structure = await demoUser(t, ORGANIZATION)
      const doctorId = await insertUser(db, {
        application: 'perinatal',
        userType: 'doctor',
        email: 'medecin.semaine@example.fr',
        profile: { givenName: 'Jeanne', familyName: 'Semaine' },
      })
      await openSchedule(db, 'perinatal', doctorId)
      await grantCalendar(db, 'perinatal', doctorId, { userId: structure.id })
      const total = await seedWeeks(db, patient.id, doctorId)
      await sql`analyze`.execute(db)

      const start = new Date(Date.parse(WEEK_START)).toISOString()
      const end = new Date(Date.parse(WEEK_START) + 7 * DAY).toISOString()
      const url = `/practitioner/${doctorId}/appointments?start=${encodeURIComponent(start)}&end=${encodeURIComponent(end)}`
      for (let i = 0; i < 20; i++) await timed(t, url, structure.headers, WEEK_AGENDA_GOALS.appointments)
      const times: number[] = []
      for (let i = 0; i < REQUESTS; i++) {
        times.push(await timed(t, url, structure.headers, WEEK_AGENDA_GOALS.appointments))
      }
      times.sort((a, b) => a - b)
      figures.push({
        database: database.name === 'pglite' ? 'PGlite' : 'PostgreSQL',
        inWeek: WEEK_AGENDA_GOALS.appointments,
        total,
        requestP50: percentile(times, 50),
        requestP95: percentile(times, 95),
      })
    } finally {
      await t.close()
    }
  }
  return figures
}

/** Prints the figures beside the goal; false when the goal is missed. */
export function printWeekAgenda(figures: WeekAgendaFigure[]): boolean {
  const { appointments, requestP95Ms } = WEEK_AGENDA_GOALS
  console.log(
    `\nA structure's week agenda: ${appointments} appointments in the week, ${figures[0]?.total ?? 0} in all ` +
      `(in-process requests, through the structure's calendar grant)`,
  )
  console.table(
    figures.map((f) => ({
      database: f.database,
      'week p50 ms': f.requestP50.toFixed(1),
      [`week p95 ms (≤ ${requestP95Ms})`]: f.requestP95.toFixed(1),
    })),
  )
  const met = figures.every((f) => f.requestP95 <= requestP95Ms)
  if (!met) console.error('The week agenda missed its goal.')
  return met
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const met = printWeekAgenda(await measureWeekAgenda())
  process.exit(met ? 0 : 1)
}
