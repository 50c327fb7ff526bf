// The schedules area's public surface: its entry in areas/index.ts, and what the appointments area
// books with — the practitioners, their schedules and the lock on them, and who may act on a calendar.
import type { Area } from '../area.ts'
import { migrations } from './migrations/index.ts'
import { schedulesModule } from './module.ts'

export const schedules: Area = {
  name: 'schedules',
  module: schedulesModule,
  migrations,
}

export { CalendarAccess, noCalendarRights } from './calendar-access.ts'
export { SchedulesRepository, type Practitioner, type StaffType } from './schedules-repository.ts'
