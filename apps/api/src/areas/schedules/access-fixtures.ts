// The schedules area's rows of the authorization matrix. A schedule is called on a calendar the caller
// may act on (their own, or for a structure's account a practitioner who granted the structure), and
// `foreign` aims it at a practitioner no caller acts for; the slots set keep the calendar open round the
// clock. Slots are searched for a practitioner anyone of the application may book.
import { randomUUID } from 'node:crypto'
import { defineAccess } from '../../testing/access-matrix.ts'
import { createAgendaFixtures } from '../../testing/agenda-fixtures.ts'

const A_WEEK_AHEAD = '2026-12-07'

/** Every day of the week, whole: the bookings of the appointments area's rows stay possible. */
const ROUND_THE_CLOCK = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  start: `2018-01-0${day}T00:00:00`,
  end: `2018-01-0${day + 1}T00:00:00`,
}))

export const access = defineAccess({
  fixtures: createAgendaFixtures,
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
    findAvailableSlots: {
      succeeds: true,
      request: (fx, caller) => ({ query: { date: A_WEEK_AHEAD, doctorId: fx.openDoctor[caller.app] } }),
    },
  },
})
