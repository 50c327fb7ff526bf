// The schedules area: a practitioner's schedule (the zone it is kept in, recurring weekly slots on the
// 2018 reference week in wall-clock time, BUSY and FREE exceptions as instants) and the free slots found
// from schedules and booked appointments. The rules are the domain's (packages/domain/src/availability),
// which the browser applies too.
//
// Rules (the authorization matrix holds every operation to them):
// - A schedule is read and changed by its practitioner, and by whoever holds the practitioner's accepted
//   `practitioner_calendar` grant, their own or a structure's they belong to; anyone else gets 403 ('Vous
//   n'avez pas les droits nécessaires'), on which the app offers to ask for access. An id that is not a
//   doctor's, assistant's or midwife's of the application is a 404.
// - Every change locks the schedule's row (as bookings do), so that two edits of one schedule take turns
//   and none is lost; a fault is a 400 naming the field with the domain's message, and nothing changes.
// - Access to a calendar is asked, never taken: a request is a pending `practitioner_calendar` policy
//   from the caller, or from a structure they belong to (403 otherwise), which the practitioner answers
//   in the access-policies area and is notified of. Asking again while it waits, after an invitation,
//   once granted or once refused is a 409 saying which; the unique index of live policies makes two
//   racing requests meet. Asking for one's own calendar is a 400.
// - Slots are searched by any signed-in patient or practitioner of the application: a slot tells only
//   that a time is free, never what fills the others. Around a point, the search names the nearest
//   practitioners free for each slot (active ones keeping a schedule), never anyone of another
//   application.
import type { Plugin } from '@hapi/hapi'
import type { AreaContext } from '../area.ts'
import { addScheduleExceptions } from './addScheduleExceptions.ts'
import { deleteScheduleExceptions } from './deleteScheduleExceptions.ts'
import { findAvailableSlots } from './findAvailableSlots.ts'
import { findNearbyAvailableSlots } from './findNearbyAvailableSlots.ts'
import { getCalendarAccess } from './getCalendarAccess.ts'
import { getSchedule } from './getSchedule.ts'
import { replaceRecurringSlots } from './replaceRecurringSlots.ts'
import { requestCalendarAccess } from './requestCalendarAccess.ts'
import { schedulesServices } from './services.ts'

export const schedulesModule: Plugin<AreaContext> = {
  name: 'schedules',
  dependencies: ['contract'],
  register(server, context) {
    const services = schedulesServices(context)
    server.operation('getSchedule', getSchedule, services)
    server.operation('replaceRecurringSlots', replaceRecurringSlots, services)
    server.operation('addScheduleExceptions', addScheduleExceptions, services)
    server.operation('deleteScheduleExceptions', deleteScheduleExceptions, services)
    server.operation('getCalendarAccess', getCalendarAccess, services)
    server.operation('requestCalendarAccess', requestCalendarAccess, services)
    server.operation('findAvailableSlots', findAvailableSlots, services)
    server.operation('findNearbyAvailableSlots', findNearbyAvailableSlots, services)
  },
}
