// The patient list and the global search at scale: one maternity service following 10,000 patients,
// read by one of its midwives. The API runs in this process on a fresh database (PGlite, and PostgreSQL
// when TEST_DATABASE_URL is set), its handlers and queries measured through hapi's `inject` — no socket,
// so the figures are the server's own time — one request after another, pages and searches varied.
// `tsx bench/patient-list.ts` runs this section alone.
import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { DB } from '../apps/api/src/areas/index.ts'
import { allTestDatabases } from '../apps/api/src/testing/databases.ts'
import { MIDWIFE, demoUser } from '../apps/api/src/testing/demo-users.ts'
import { startTestApi, type TestApi } from '../apps/api/src/testing/harness.ts'
import { nirFrom } from '../apps/api/src/testing/accounts.ts'
import { insertStructure } from '../apps/api/src/testing/structures.ts'

/** The goals at this scale, on either database. */
const PATIENT_COUNT_GOALS = { patients: 10_000, listP95Ms: 50, searchP95Ms: 30 }

export interface PatientListFigure {
  database: string
  patients: number
  listP50: number
  listP95: number
  searchP50: number
  searchP95: number
}

const GIVEN = ['Hélène', 'Amélie', 'Zoé', 'Inès', 'Léa', 'Chloé', 'Noémie', 'Maëlle', 'Océane', 'Aïcha']
const FAMILY = ['Lefèvre', 'Durand', 'Bénard', 'Moreau', 'Girard', 'Faure', 'Rousseau', 'Mercier', 'Dupré']

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

/** Inserts `count` patients, and a maternity service granted each one's file, which the midwife joins. */
async function seed(db: Kysely<DB>, midwifeId: string, count: number): Promise<string> {
  const now = new Date()
  const organizationId = await insertStructure(db, {
    application: 'perinatal',
    name: 'Maternité du banc d’essai',
    finess: '930000104',
    memberIds: [midwifeId],
    address: { text: 'Montreuil' },
    now,
  })
  for (let start = 0; start < count; start += 500) {
    const batch = Array.from({ length: Math.min(500, count - start) }, (_, k) => {
      const i = start + k
      return {
        id: randomUUID(),
        i,
        given: GIVEN[i % GIVEN.length]!,
        family: `${FAMILY[i % FAMILY.length]!}${i % 7 ? '' : '-Martin'}`,
      }
    })
    await db
      .insertInto('users')
      .values(
        batch.map((p) => ({
          id: p.id,
          application: 'perinatal',
          user_type: 'patient',
          email: `patiente.${p.i}@banc.exemple.fr`,
          phone: `+3361${String(p.i).padStart(7, '0')}`,
          active: true,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute()
    await db
      .insertInto('profiles')
      .values(
        batch.map((p) => ({
          id: randomUUID(),
          user_id: p.id,
          given_name: p.given,
          family_name: p.family,
          gender: 'FEMALE',
          birth_date: '1990-05-12',
          address: JSON.stringify([{ text: 'Montreuil', city: 'Montreuil' }]),
          rpps: null,
          finess: null,
          nir: nirFrom(`2900593${String(100000 + p.i).slice(-6)}`),
          created_at: now,
          updated_at: now,
        })),
      )
      .execute()
    await db
      .insertInto('access_policies')
      .values(
        batch.map((p) => ({
          id: randomUUID(),
          application: 'perinatal',
          resource: 'medical-file',
          holder_user_id: p.id,
          resource_id: p.id,
          grantee_user_id: null,
          grantee_organization_id: organizationId,
          // One in two hundred asked and not answered yet.
          status: p.i % 200 ? ('ACCEPTED' as const) : ('PENDING' as const),
          rights: JSON.stringify(['read']),
          requested_by: midwifeId,
          created_at: now,
          updated_at: now,
          decided_at: p.i % 200 ? now : null,
        })),
      )
      .execute()
  }
  // As the database's upkeep does after such an import (autovacuum on a server, the API's hourly
  // refresh on PGlite): the planner reads the tables' sizes from these statistics.
  await sql`analyze`.execute(db)
  return organizationId
}

async function timed(t: TestApi, url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now()
  const res = await t.inject({ method: 'GET', url, headers })
  const elapsed = performance.now() - started
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.payload}`)
  return elapsed
}

export async function measurePatientList(
  count = PATIENT_COUNT_GOALS.patients,
  requests = 300,
): Promise<PatientListFigure[]> {
  const figures: PatientListFigure[] = []
  for (const database of allTestDatabases()) {
    const t = await startTestApi(database, { validateResponses: false, logLevel: 'error' })
    try {
      const midwife = await demoUser(t, MIDWIFE)
      const organizationId = await seed(t.api.db as unknown as Kysely<DB>, midwife.id, count)
      const list = (i: number) =>
        `/organization/${organizationId}/patients?limit=100&offset=${(i * 100) % count}`
      const queries = ['helene', 'LEFEVRE', 'zoé mar', 'noemie d', 'Bénard', 'aicha', 'oceane merc']
      const search = (i: number) => `/search?query=${encodeURIComponent(queries[i % queries.length]!)}`
      // Warm-up: the first queries plan and cache.
      for (let i = 0; i < 20; i++) {
        await timed(t, list(i), midwife.headers)
        await timed(t, search(i), midwife.headers)
      }
      const listTimes: number[] = []
      const searchTimes: number[] = []
      for (let i = 0; i < requests; i++) {
        listTimes.push(await timed(t, list(i), midwife.headers))
        searchTimes.push(await timed(t, search(i), midwife.headers))
      }
      listTimes.sort((a, b) => a - b)
      searchTimes.sort((a, b) => a - b)
      figures.push({
        database: database.name === 'pglite' ? 'PGlite' : 'PostgreSQL',
        patients: count,
        listP50: percentile(listTimes, 50),
        listP95: percentile(listTimes, 95),
        searchP50: percentile(searchTimes, 50),
        searchP95: percentile(searchTimes, 95),
      })
    } finally {
      await t.close()
    }
  }
  return figures
}

/** Prints the figures beside their goals; false when one is missed. */
export function printPatientList(figures: PatientListFigure[]): boolean {
  const { listP95Ms, searchP95Ms } = PATIENT_COUNT_GOALS
  console.log(
    `\nPatient list and search, one structure following ${figures[0]?.patients ?? 0} patients (in-process requests)`,
  )
  console.table(
    figures.map((f) => ({
      database: f.database,
      'list p50 ms': f.listP50.toFixed(1),
      [`list p95 ms (≤ ${listP95Ms})`]: f.listP95.toFixed(1),
      'search p50 ms': f.searchP50.toFixed(1),
      [`search p95 ms (≤ ${searchP95Ms})`]: f.searchP95.toFixed(1),
    })),
  )
  const met = figures.every((f) => f.listP95 <= listP95Ms && f.searchP95 <= searchP95Ms)
  if (!met) console.error('The patient list or the search missed its goal.')
  return met
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = Number(process.env.BENCH_PATIENTS ?? PATIENT_COUNT_GOALS.patients)
  const met = printPatientList(await measurePatientList(count))
  // The in-process API leaves timers behind (rate-limit sweeps, sockets): done is done.
  process.exit(met ? 0 : 1)
}
