// PATCH /appointment/{appointmentId}: moves a booked appointment (checked as at booking, its own slot
// aside: the database compares it with the others only), changes its category or its description. For
// its practitioners and the holders of their calendar grants; 409 once cancelled or fulfilled.
import { APPOINTMENT_MESSAGES, isAppointmentEditable } from '@relais/domain'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError } from '../../core/errors.ts'
import { editableAppointment } from './appointment-access.ts'
import { appointmentBody } from './appointment-body.ts'
import type { AppointmentsServices } from './services.ts'
import { checkSlotAvailability, checkSlotTimes, slotTaken } from './slot-rules.ts'

const notBooked = () => apiError(409, 'CONFLICT', APPOINTMENT_MESSAGES.notBooked)

export async function updateAppointment(
  { request, params, body, application }: OperationContext<'updateAppointment'>,
  services: AppointmentsServices,
): Promise<Reply<'updateAppointment'>> {
  const { accounts, appointments, config, schedules } = services
  const { user } = await accounts.account(request)
  const record = await editableAppointment(application, params.appointmentId as string, user.id, services)
  if (!isAppointmentEditable(record.status)) throw notBooked()
  const now = config.now()
  const slot =
    body.start === undefined || body.end === undefined
      ? undefined
      : { start: Date.parse(body.start), end: Date.parse(body.end) }
  const moved = slot !== undefined && (slot.start !== record.start || slot.end !== record.end)
  if (moved) checkSlotTimes(slot, now)
  const change = {
    ...(moved ? slot : {}),
    serviceCategory: body.serviceCategory,
    description: body.description,
  }

  let outcome: 'updated' | 'not booked'
  if (moved) {
    const found = await schedules.practitioners(
      application,
      record.practitioners.map((p) => p.id),
    )
    const practitioners = [...found.values()]
    outcome = await services.transaction(async (tx) => {
      await tx.schedules.lock(application, practitioners, now)
      await checkSlotAvailability(tx.schedules, practitioners, slot)
      const updated = await tx.appointments.update(record.id, change)
      if (updated === 'taken') throw slotTaken()
      return updated
    })
  } else {
    // Nothing of the slot changes: no lock to take, no hours to check.
    const updated = await appointments.update(record.id, change)
    if (updated === 'taken') throw slotTaken()
    outcome = updated
  }
  if (outcome === 'not booked') throw notBooked()
  return { status: 200, body: appointmentBody((await appointments.find(application, record.id))!) }
}
