// GET /practitioner/{practitionerId}/schedule: the schedule, for the practitioner or a holder of their
// calendar grant (403 for anyone else), its exceptions narrowed to [from, to) when asked.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { scheduleBody } from './schedule-body.ts'
import type { SchedulesServices } from './services.ts'

export async function getSchedule(
  { request, params, query, application }: OperationContext<'getSchedule'>,
  { accounts, calendars, schedules }: SchedulesServices,
): Promise<Reply<'getSchedule'>> {
  const { user } = await accounts.account(request)
  const practitioner = await calendars.open(application, params.practitionerId as string, user.id)
  const stored = await schedules.find(practitioner, {
    start: query.from === undefined ? undefined : Date.parse(query.from),
    end: query.to === undefined ? undefined : Date.parse(query.to),
  })
  return { status: 200, body: scheduleBody(practitioner, stored) }
}
