// GET /available-slots: the free slots of a date for one to three practitioners (a doctor, an assistant,
// a midwife), each start once with the practitioners free for the whole slot. The date is read in the
// first practitioner's zone; each practitioner's hours in their own. Any signed-in patient or
// practitioner of the application may ask: a slot tells only that a time is free.
import { addDays, dateInZone, SLOT_MESSAGES, slotsForPractitioners, startOfDayInstant } from '@relais/domain'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { ruleBroken } from '../../core/errors.ts'
import { noPractitioner } from './calendar-access.ts'
import type { SchedulesServices } from './services.ts'

export async function findAvailableSlots(
  { request, query, application }: OperationContext<'findAvailableSlots'>,
  { accounts, config, schedules }: SchedulesServices,
): Promise<Reply<'findAvailableSlots'>> {
  await accounts.account(request)
  const { practitioners, missing } = await schedules.named(application, {
    doctor: query.doctorId,
    assistant: query.assistantId,
    midwife: query.midwifeId,
  })
  if (missing) throw noPractitioner()
  if (practitioners.length === 0) {
    throw ruleBroken([{ field: 'query.doctorId', message: 'Au moins un professionnel est requis' }])
  }

  const duration = query.duration ?? 15
  const now = config.now().getTime()
  const firstZone = await schedules.timeZoneOf(practitioners[0]!)
  if (query.date < dateInZone(now, firstZone)) {
    throw ruleBroken([{ field: 'query.date', message: SLOT_MESSAGES.past }])
  }
  const span = {
    start: startOfDayInstant(query.date, firstZone),
    end: startOfDayInstant(addDays(query.date, 1), firstZone),
  }
  const overSpan = await schedules.overSpan(practitioners, span)
  const slots = slotsForPractitioners({
    date: query.date,
    timeZone: firstZone,
    now,
    duration,
    practitioners: practitioners.map((p) => {
      const { timeZone, ...schedule } = overSpan.get(p.id)!
      return { id: p.id, timeZone, schedule }
    }),
  })
  return {
    status: 200,
    body: {
      date: query.date,
      timeZone: firstZone,
      duration,
      slots: slots.map((slot) => ({
        start: new Date(slot.start).toISOString(),
        end: new Date(slot.end).toISOString(),
        practitionerIds: slot.practitionerIds,
      })),
    },
  }
}
