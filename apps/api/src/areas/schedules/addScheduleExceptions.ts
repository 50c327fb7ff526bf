// POST /practitioner/{practitionerId}/schedule/exceptions: unavailabilities and extra availabilities,
// merged with the stored ones in the order given (a later one splits or trims one of the other status,
// those of one status merge). Checked with the unavailability messages in the schedule's zone; one
// fault and nothing is stored.
import {
  diffExceptions,
  mergeExceptions,
  scheduleExceptionError,
  type ScheduleException,
} from '@relais/domain'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { ruleBroken, type FieldError } from '../../core/errors.ts'
import { scheduleBody } from './schedule-body.ts'
import type { SchedulesServices } from './services.ts'

export async function addScheduleExceptions(
  { request, params, body, application }: OperationContext<'addScheduleExceptions'>,
  { accounts, calendars, config, schedules }: SchedulesServices,
): Promise<Reply<'addScheduleExceptions'>> {
  const { user } = await accounts.account(request)
  const practitioner = await calendars.open(application, params.practitionerId as string, user.id)
  const now = config.now()
  const incoming: ScheduleException[] = body.exceptions.map((e) => ({
    start: Date.parse(e.start),
    end: Date.parse(e.end),
    status: e.status,
  }))
  await schedules.transaction(async (tx) => {
    await tx.lock(application, [practitioner], now)
    const stored = await tx.find(practitioner)
    const errors: FieldError[] = []
    incoming.forEach((exception, index) => {
      const error = scheduleExceptionError(exception, { now: now.getTime(), timeZone: stored.timeZone })
      if (error) errors.push({ field: `body.exceptions.${index}.${error.field}`, message: error.message })
    })
    // Thrown inside the transaction: the schedule's row it may have created goes too.
    if (errors.length > 0) throw ruleBroken(errors)
    const merged = mergeExceptions([...stored.exceptions, ...incoming])
    await tx.changeExceptions(practitioner.id, diffExceptions(stored.exceptions, merged), now)
  })
  return { status: 200, body: scheduleBody(practitioner, await schedules.find(practitioner)) }
}
