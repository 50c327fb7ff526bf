// The schedules area's rows of the authorization matrix. A schedule is called on a calendar the caller
// may act on (their own, or for a structure's account a practitioner who granted the structure), and
// `foreign` aims it at a practitioner no caller acts for; the slots set keep the calendar open round the
// clock. Access to a calendar is asked of a practitioner nobody asked yet, for the caller's structure
// when they belong to one, and `foreign` asks it for a structure no caller belongs to. Slots are
// searched for a practitioner anyone of the application may book.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { APPLICATIONS, type Application } from '../../core/config.ts'
import { accountIdOf, defineAccess, type Caller } from '../../testing/access-matrix.ts'
import { insertUser } from '../../testing/accounts.ts'
import { createAgendaFixtures, type AgendaFixtures } from '../../testing/agenda-fixtures.ts'
import type { TestApi } from '../../testing/harness.ts'
import { insertStructure } from '../../testing/structures.ts'
import type { DB } from '../database.ts'

const A_WEEK_AHEAD = '2026-12-07'

/** Every day of the week, whole: the bookings of the appointments area's rows stay possible. */
const ROUND_THE_CLOCK = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  start: `2018-01-0${day}T00:00:00`,
  end: `2018-01-0${day + 1}T00:00:00`,
}))

interface ScheduleFixtures extends AgendaFixtures {
  /** A new doctor of the caller's application, whom nobody asked for their calendar yet. */
  unasked(caller: Caller): Promise<string>
  /** The structure the caller belongs to, if any: they ask for it. */
  structureOf(caller: Caller): Promise<string | undefined>
  /** Per application, a structure no caller belongs to. */
  foreignStructure: Record<Application, string>
}

async function createScheduleFixtures(t: TestApi): Promise<ScheduleFixtures> {
  const db = t.api.db as unknown as Kysely<DB>
  const foreignStructure = {} as Record<Application, string>
  for (const app of APPLICATIONS) {
    foreignStructure[app] = await insertStructure(db, { application: app, name: 'Structure inconnue' })
  }
  return {
    ...(await createAgendaFixtures(t)),
    foreignStructure,
    unasked: (caller) =>
      insertUser(db, {
        application: caller.app,
        userType: 'doctor',
        email: `medecin.sollicite.${randomUUID()}@example.fr`,
        profile: { givenName: 'Paul', familyName: 'Sollicité' },
      }),
    async structureOf(caller) {
      if (!caller.user) return undefined
      const membership = await db
        .selectFrom('organization_members')
        .select('organization_id')
        .where('user_id', '=', await accountIdOf(t, caller))
        .executeTakeFirst()
      return membership?.organization_id
    },
  }
}

export const access = defineAccess({
  fixtures: createScheduleFixtures,
  rows: {
    getSchedule: {
      succeeds: true,
      request: async (fx, caller) => ({ params: { practitionerId: (await fx.calendarOf(caller)).id } }),
      foreign: (fx, caller) => ({ params: { practitionerId: fx.stranger[caller.app].doctorId } }),
    },
    replaceRecurringSlots: {
      succeeds: true,
      request: async (fx, caller) => ({
        params: { practitionerId: (await fx.calendarOf(caller)).id },
        payload: { slots: ROUND_THE_CLOCK },
      }),
      foreign: (fx, caller) => ({
        params: { practitionerId: fx.stranger[caller.app].doctorId },
        payload: { slots: [] },
      }),
    },
    addScheduleExceptions: {
      succeeds: true,
      request: async (fx, caller) => ({
        params: { practitionerId: (await fx.calendarOf(caller)).id },
        payload: { exceptions: [{ ...fx.nextSlot(), status: 'FREE' }] },
      }),
      foreign: (fx, caller) => ({
        params: { practitionerId: fx.stranger[caller.app].doctorId },
        payload: { exceptions: [{ ...fx.nextSlot(), status: 'BUSY' }] },
      }),
    },
    deleteScheduleExceptions: {
      succeeds: true,
      request: async (fx, caller) => ({
        params: { practitionerId: (await fx.calendarOf(caller)).id },
        payload: { ids: [randomUUID()] },
      }),
      foreign: (fx, caller) => ({
        params: { practitionerId: fx.stranger[caller.app].doctorId },
        payload: { ids: [randomUUID()] },
      }),
    },
    getCalendarAccess: {
      succeeds: true,
      request: async (fx, caller) => {
        const organizationId = await fx.structureOf(caller)
        return {
          params: { practitionerId: await fx.unasked(caller) },
          ...(organizationId && { query: { organizationId } }),
        }
      },
      foreign: (fx, caller) => ({
        params: { practitionerId: fx.stranger[caller.app].doctorId },
        query: { organizationId: fx.foreignStructure[caller.app] },
      }),
    },
    requestCalendarAccess: {
      succeeds: true,
      request: async (fx, caller) => {
        const organizationId = await fx.structureOf(caller)
        return {
          params: { practitionerId: await fx.unasked(caller) },
          payload: organizationId ? { organizationId } : {},
        }
      },
      foreign: (fx, caller) => ({
        params: { practitionerId: fx.stranger[caller.app].doctorId },
        payload: { organizationId: fx.foreignStructure[caller.app] },
      }),
    },
    findAvailableSlots: {
      succeeds: true,
      request: (fx, caller) => ({ query: { date: A_WEEK_AHEAD, doctorId: fx.openDoctor[caller.app] } }),
    },
    findNearbyAvailableSlots: {
      succeeds: true,
      request: () => ({
        query: { type: 'doctor', latitude: '48.8553', longitude: '2.3737', date: A_WEEK_AHEAD },
      }),
    },
  },
})
