// A structure's statistics and a doctor's counts in stories and component tests. The structure's answer
// is made for the period asked (a deterministic sample: a quiet Sunday, busier mid-week, all three length
// classes), with its ETag, and a 304 when the If-None-Match is the answer's own — as the API does; every
// request is counted so that a test can see the 304s. Never used by the running product.
import { createOpenApiHttp } from 'openapi-msw'
import { delay } from 'msw'
import type { components, paths } from '../schema.gen.ts'

const http = createOpenApiHttp<paths>({ baseUrl: '*' })

type OrganizationStatistics = components['schemas']['OrganizationStatistics']
type PractitionerActivity = components['schemas']['PractitionerActivity']
type DayDurations = components['schemas']['DayDurations']

const DAY_MS = 86_400_000
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`)
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** A day's consultations by class, from the day of the week and of the month (no randomness). */
function sampleDay(date: string): DayDurations {
  const weekday = new Date(dayOf(date)).getUTCDay()
  if (weekday === 0)
    return {
      long: { count: 0, minutes: 0 },
      medium: { count: 0, minutes: 0 },
      short: { count: 0, minutes: 0 },
    }
  const n = Number(date.slice(8, 10))
  const long = 1 + (n % 3)
  const medium = 2 + ((n + weekday) % 4)
  const short = 3 + ((n * 7) % 5)
  return {
    long: { count: long, minutes: long * 55 },
    medium: { count: medium, minutes: medium * 40 },
    short: { count: short, minutes: short * 20 },
  }
}

const PRACTITIONERS: readonly PractitionerActivity['practitioner'][] = [
  { id: '5a1b2c3d-0000-4000-8000-00000000a001', name: 'Julien Moreau', userType: 'doctor' },
  { id: '5a1b2c3d-0000-4000-8000-00000000a002', name: 'Sophie Garnier', userType: 'midwife' },
  { id: '5a1b2c3d-0000-4000-8000-00000000a003', name: 'Inès Haddad', userType: 'doctor' },
  { id: '5a1b2c3d-0000-4000-8000-00000000a004', name: 'Léa Fontaine', userType: 'midwife' },
]

function totals(start: string, end: string) {
  let count = 0
  let minutes = 0
  for (let d = dayOf(start); d <= dayOf(end); d += DAY_MS) {
    const day = sampleDay(isoOf(d))
    for (const c of [day.long, day.medium, day.short]) {
      count += c.count
      minutes += c.minutes
    }
  }
  return { count, minutes }
}

const average = (minutes: number, count: number) => (count ? Math.round((minutes / count) * 10) / 10 : 0)

/** The sample over `start`…`end` (inclusive), beside the period of the same length before it. */
export function statisticsSample(
  organization: { id: string; name: string },
  start: string,
  end: string,
  options: { empty?: boolean; practitioners?: number } = {},
): OrganizationStatistics {
  const days = (dayOf(end) - dayOf(start)) / DAY_MS + 1
  const previousStart = isoOf(dayOf(start) - days * DAY_MS)
  const previousEnd = isoOf(dayOf(start) - DAY_MS)
  const current = options.empty ? { count: 0, minutes: 0 } : totals(start, end)
  const before = options.empty ? { count: 0, minutes: 0 } : totals(previousStart, previousEnd)
  const volume: Record<string, number> = {}
  const durations: Record<string, DayDurations> = {}
  if (!options.empty) {
    for (let d = dayOf(start); d <= dayOf(end); d += DAY_MS) {
      const date = isoOf(d)
      const day = sampleDay(date)
      const count = day.long.count + day.medium.count + day.short.count
      if (count === 0) continue
      volume[date] = count
      durations[date] = day
    }
  }
  const lines = Math.min(options.practitioners ?? PRACTITIONERS.length, PRACTITIONERS.length * 4)
  const shares = Array.from({ length: lines }, (_, i) => lines - i)
  const sum = shares.reduce((a, b) => a + b, 0)
  const practitioners: PractitionerActivity[] = options.empty
    ? []
    : shares.map((share, i) => {
        const base = PRACTITIONERS[i % PRACTITIONERS.length]!
        const count = Math.max(1, Math.round((current.count * share) / sum))
        const totalMinutes = Math.round((current.minutes * share) / sum)
        return {
          practitioner:
            i < PRACTITIONERS.length
              ? base
              : {
                  ...base,
                  id: `${base.id.slice(0, -4)}b${String(i).padStart(3, '0')}`,
                  name: `${base.name} ${i}`,
                },
          count,
          totalMinutes,
          averageMinutes: average(totalMinutes, count),
        }
      })
  return {
    organization,
    timeZone: 'Europe/Paris',
    team: { doctors: 2, midwives: 2, assistants: 0 },
    patients: 148,
    period: { start, end, previousStart, previousEnd },
    appointments: { count: { value: current.count, delta: current.count - before.count } },
    duration: {
      average: {
        value: average(current.minutes, current.count),
        delta:
          Math.round((average(current.minutes, current.count) - average(before.minutes, before.count)) * 10) /
          10,
      },
      total: { value: current.minutes, delta: current.minutes - before.minutes },
    },
    volume,
    durations,
    practitioners,
  }
}

export interface StatisticsStore {
  /** Every structure statistics request, with whether it was answered 304. */
  requests: { start: string; end: string; notModified: boolean }[]
  /** Answers with no consultation at all. */
  empty: boolean
  /** Lines in the per-practitioner table. */
  practitioners: number
  /** Answers 500 while set. */
  failing: boolean
  /** Changes the answer (and its ETag): a consultation was just fulfilled. */
  bump(): void
  handlers: ReturnType<typeof http.get>[]
}

export function statisticsStore(
  organization: { name: string } = { name: 'Maternité des Lilas' },
  doctor: { fulfilledAppointments: number; bookedAppointments: number } = {
    fulfilledAppointments: 128,
    bookedAppointments: 14,
  },
): StatisticsStore {
  let version = 0
  const store: StatisticsStore = {
    requests: [],
    empty: false,
    practitioners: 4,
    failing: false,
    bump: () => {
      version += 1
    },
    handlers: [
      http.get('/organization/{organizationId}/statistics', async ({ params, query, request, response }) => {
        await delay(120)
        if (store.failing) {
          return response(500).json({
            statusCode: 500,
            error: 'Internal Server Error',
            code: 'INTERNAL',
            message: 'Internal server error',
          })
        }
        const start = query.get('periodStartDate')!
        const end = query.get('periodEndDate')!
        const tag = `"sample-${params.organizationId}-${start}-${end}-${store.empty}-${store.practitioners}-${version}"`
        const notModified = request.headers.get('If-None-Match') === tag
        store.requests.push({ start, end, notModified })
        if (notModified) return response.untyped(new Response(null, { status: 304, headers: { ETag: tag } }))
        const body = statisticsSample({ id: params.organizationId, ...organization }, start, end, {
          empty: store.empty,
          practitioners: store.practitioners,
        })
        if (version > 0 && !store.empty) body.appointments.count.value += version
        return response(200).json(body, { headers: { ETag: tag } })
      }),
      http.get('/doctor/{doctorId}/statistics', async ({ response }) => {
        await delay(80)
        return response(200).json(doctor)
      }),
    ],
  }
  return store
}
