// PUT /practitioner/{practitionerId}/schedule/recurring-slots: the week's recurring slots, replaced as a
// whole and merged where they overlap or touch on one day; each slot's fault is a 400 naming it with the
// form's message, and nothing is changed.
import { canonicalTimeZone, mergeWeeklySlots, parseReferenceSlot, type WeeklySlot } from '@relais/domain'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { ruleBroken, type FieldError } from '../../core/errors.ts'
import { scheduleBody } from './schedule-body.ts'
import type { SchedulesServices } from './services.ts'

export async function replaceRecurringSlots(
  { request, params, body, application }: OperationContext<'replaceRecurringSlots'>,
  { accounts, calendars, config, schedules }: SchedulesServices,
): Promise<Reply<'replaceRecurringSlots'>> {
  const { user } = await accounts.account(request)
  const practitioner = await calendars.open(application, params.practitionerId as string, user.id)
  const errors: FieldError[] = []
  const slots: WeeklySlot[] = []
  body.slots.forEach((input, index) => {
    const reading = parseReferenceSlot({ ...input, id: input.id?.toLowerCase() })
    if (reading.ok) slots.push(reading.slot)
    else errors.push({ field: `body.slots.${index}.${reading.field}`, message: reading.message })
  })
  const timeZone = body.timeZone === undefined ? undefined : canonicalTimeZone(body.timeZone)
  if (timeZone === null) errors.push({ field: 'body.timeZone', message: 'Fuseau horaire inconnu' })
  if (errors.length > 0) throw ruleBroken(errors)

  const now = config.now()
  await schedules.transaction(async (tx) => {
    await tx.lock(application, [practitioner], now)
    // A slot keeps its id when it is one of this schedule's, and the first slot holding it is the one.
    const unused = new Set((await tx.recurring(practitioner.id)).map((slot) => slot.id))
    const merged = mergeWeeklySlots(slots).map(({ id, ...slot }) =>
      id !== undefined && unused.delete(id) ? { id, ...slot } : slot,
    )
    await tx.replaceRecurring(practitioner.id, merged, timeZone ?? undefined, now)
  })
  return { status: 200, body: scheduleBody(practitioner, await schedules.find(practitioner)) }
}
