// DELETE /practitioner/{practitionerId}/schedule/exceptions: removes the exceptions named, of this
// schedule only (an id it does not hold is ignored).
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { scheduleBody } from './schedule-body.ts'
import type { SchedulesServices } from './services.ts'

export async function deleteScheduleExceptions(
  { request, params, body, application }: OperationContext<'deleteScheduleExceptions'>,
  { accounts, calendars, config, schedules }: SchedulesServices,
): Promise<Reply<'deleteScheduleExceptions'>> {
  const { user } = await accounts.account(request)
  const practitioner = await calendars.open(application, params.practitionerId as string, user.id)
  const now = config.now()
  await schedules.transaction(async (tx) => {
    await tx.lock(application, [practitioner], now)
    await tx.changeExceptions(practitioner.id, { deleteIds: body.ids, create: [] }, now)
  })
  return { status: 200, body: scheduleBody(practitioner, await schedules.find(practitioner)) }
}
