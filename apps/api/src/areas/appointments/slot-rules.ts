// The checks a slot passes before it is booked or an appointment moved to it, in the domain's words:
// its times first (no database needed), then, under the lock of its practitioners' schedules, their
// hours. Whether another appointment holds it is the database's to say, at the insert or the update.
import {
  APPOINTMENT_MESSAGES,
  appointmentTimeError,
  isWithinAvailability,
  SLOT_MESSAGES,
  type Interval,
} from '@relais/domain'
import { apiError, ruleBroken } from '../../core/errors.ts'
import type { Practitioner, SchedulesRepository } from '../schedules/index.ts'

/** 400 on `body.start` or `body.end` for a slot started, inverted or of another length than offered. */
export function checkSlotTimes(slot: Interval, now: Date): void {
  const error = appointmentTimeError(slot, now.getTime())
  if (error) throw ruleBroken([{ field: `body.${error.field}`, message: error.message }])
}

/**
 * 400 when the slot is not wholly inside each practitioner's hours (recurring slots and FREE exceptions,
 * BUSY ones aside), in their own zone. Run with the schedules locked, so that the hours cannot change
 * between this check and the booking.
 */
export async function checkSlotAvailability(
  schedules: SchedulesRepository,
  practitioners: readonly Practitioner[],
  slot: Interval,
): Promise<void> {
  const overSpan = await schedules.overSpan(practitioners, slot)
  for (const practitioner of practitioners) {
    const schedule = overSpan.get(practitioner.id)!
    if (!isWithinAvailability(slot, schedule.timeZone, schedule)) {
      const message =
        practitioner.type === 'assistant'
          ? SLOT_MESSAGES.assistantUnavailable
          : APPOINTMENT_MESSAGES.unavailable
      throw ruleBroken([{ field: 'body.start', message }])
    }
  }
}

export const slotTaken = () => apiError(409, 'CONFLICT', APPOINTMENT_MESSAGES.taken)
