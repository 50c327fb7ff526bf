// GET /practitioner/{practitionerId}/appointments: the agenda, the appointments meeting [start, end),
// every status, for the practitioner or a holder of their calendar grant (403 for anyone else).
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { ruleBroken } from '../../core/errors.ts'
import { appointmentBody } from './appointment-body.ts'
import type { AppointmentsServices } from './services.ts'

/** A month view shows six weeks; a quarter is the most any view asks, and bounds what one call reads. */
const LONGEST_PERIOD_DAYS = 92

export async function listPractitionerAppointments(
  { request, params, query, application }: OperationContext<'listPractitionerAppointments'>,
  { accounts, appointments, calendars }: AppointmentsServices,
): Promise<Reply<'listPractitionerAppointments'>> {
  const { user } = await accounts.account(request)
  const practitioner = await calendars.open(application, params.practitionerId as string, user.id)
  const span = { start: new Date(query.start), end: new Date(query.end) }
  if (span.end <= span.start) {
    throw ruleBroken([{ field: 'query.end', message: 'La fin de la période doit être après son début' }])
  }
  if (span.end.getTime() - span.start.getTime() > LONGEST_PERIOD_DAYS * 86_400_000) {
    throw ruleBroken([
      { field: 'query.end', message: `La période ne peut dépasser ${LONGEST_PERIOD_DAYS} jours` },
    ])
  }
  const records = await appointments.ofPractitioner(application, practitioner.id, span, query.status)
  return { status: 200, body: { appointments: records.map(appointmentBody) } }
}
