// Practitioners' schedules in stories and component tests: the schedule read (its exceptions narrowed to
// the period asked), the week of recurring slots replaced, exceptions added and removed, and a 403 for
// the practitioners whose calendar the caller may not open. The bodies received are kept in the store
// for a test to read. The API merges what it receives; this stand-in stores it as sent, the screens
// sending it already merged. Never used by the running product.
import { createOpenApiHttp } from 'openapi-msw'
import type { components, paths } from '../schema.gen.ts'

const http = createOpenApiHttp<paths>({ baseUrl: '*' })

type Schedule = components['schemas']['Schedule']
type RecurringSlotsReplacement = components['schemas']['RecurringSlotsReplacement']
type ScheduleExceptionsAddition = components['schemas']['ScheduleExceptionsAddition']
type ScheduleExceptionsRemoval = components['schemas']['ScheduleExceptionsRemoval']
type ErrorBody = components['schemas']['Error']

const forbidden: ErrorBody = {
  statusCode: 403,
  error: 'Forbidden',
  message: "Vous n'avez pas les droits nécessaires",
  code: 'FORBIDDEN',
}

/** A schedule of `practitionerId`: a doctor's in Paris without slots unless `overrides` say otherwise. */
export function scheduleSample(practitionerId: string, overrides: Partial<Schedule> = {}): Schedule {
  return {
    practitionerId,
    practitionerType: 'doctor',
    timeZone: 'Europe/Paris',
    slots: [],
    exceptions: [],
    ...overrides,
  }
}

export interface SchedulesStore {
  schedules: Schedule[]
  /** The bodies received, in order. */
  replacements: RecurringSlotsReplacement[]
  additions: ScheduleExceptionsAddition[]
  removals: ScheduleExceptionsRemoval[]
  handlers: ReturnType<typeof http.get | typeof http.put | typeof http.post | typeof http.delete>[]
}

export interface SchedulesStoreOptions {
  /** Practitioners whose calendar the caller holds no grant to: every operation answers 403. */
  forbidden?: string[]
}

export function schedulesStore(
  schedules: Schedule[] = [],
  { forbidden: refused = [] }: SchedulesStoreOptions = {},
): SchedulesStore {
  // A practitioner who never set a schedule has an empty one, as the API answers.
  const scheduleOf = (practitionerId: string) => {
    let schedule = store.schedules.find((s) => s.practitionerId === practitionerId)
    if (!schedule) {
      schedule = scheduleSample(practitionerId)
      store.schedules.push(schedule)
    }
    return schedule
  }
  const byStart = <T extends { start: string }>(list: T[]) =>
    [...list].sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.start.localeCompare(b.start))
  const store: SchedulesStore = {
    schedules,
    replacements: [],
    additions: [],
    removals: [],
    handlers: [
      http.get('/practitioner/{practitionerId}/schedule', ({ params, query, response }) => {
        if (refused.includes(params.practitionerId)) return response(403).json(forbidden)
        const schedule = scheduleOf(params.practitionerId)
        const from = query.get('from')
        const to = query.get('to')
        const exceptions = schedule.exceptions.filter(
          (e) =>
            (!from || Date.parse(e.end) > Date.parse(from)) && (!to || Date.parse(e.start) < Date.parse(to)),
        )
        return response(200).json({ ...schedule, exceptions })
      }),
      http.put(
        '/practitioner/{practitionerId}/schedule/recurring-slots',
        async ({ params, request, response }) => {
          if (refused.includes(params.practitionerId)) return response(403).json(forbidden)
          const body = await request.json()
          store.replacements.push(body)
          const schedule = scheduleOf(params.practitionerId)
          // A slot keeps its id when it is one of the schedule's, once.
          const unused = new Set(schedule.slots.map((slot) => slot.id))
          schedule.slots = body.slots.map(({ id, start, end }) => ({
            id: id !== undefined && unused.delete(id) ? id : crypto.randomUUID(),
            start,
            end,
          }))
          schedule.slots = byStart(schedule.slots)
          if (body.timeZone) schedule.timeZone = body.timeZone
          return response(200).json(schedule)
        },
      ),
      http.post(
        '/practitioner/{practitionerId}/schedule/exceptions',
        async ({ params, request, response }) => {
          if (refused.includes(params.practitionerId)) return response(403).json(forbidden)
          const body = await request.json()
          store.additions.push(body)
          const schedule = scheduleOf(params.practitionerId)
          const added = body.exceptions.map((e) => ({
            id: crypto.randomUUID(),
            start: new Date(Date.parse(e.start)).toISOString(),
            end: new Date(Date.parse(e.end)).toISOString(),
            status: e.status,
          }))
          schedule.exceptions = byStart([...schedule.exceptions, ...added])
          return response(200).json(schedule)
        },
      ),
      http.delete(
        '/practitioner/{practitionerId}/schedule/exceptions',
        async ({ params, request, response }) => {
          if (refused.includes(params.practitionerId)) return response(403).json(forbidden)
          const body = await request.json()
          store.removals.push(body)
          const schedule = scheduleOf(params.practitionerId)
          schedule.exceptions = schedule.exceptions.filter((e) => !body.ids.includes(e.id))
          return response(200).json(schedule)
        },
      ),
    ],
  }
  return store
}
