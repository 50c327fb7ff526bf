// POST /appointment: books an appointment. The caller is one of its practitioners, the patient herself,
// or holds each practitioner's calendar grant (403 otherwise); the patient is the caller or one whose
// file the caller may read (404 otherwise, as for no patient). The slot's times, then its practitioners'
// hours under the lock of their schedules, then the database, which books a slot once (409). Once booked,
// its practitioners are granted the patient's file where she never decided on them (care-team.ts).
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound, ruleBroken } from '../../core/errors.ts'
import { noCalendarRights } from '../schedules/index.ts'
import { appointmentBody } from './appointment-body.ts'
import { grantCareTeam } from './care-team.ts'
import type { AppointmentsServices } from './services.ts'
import { checkSlotAvailability, checkSlotTimes, slotTaken } from './slot-rules.ts'

export async function createAppointment(
  { request, body, application }: OperationContext<'createAppointment'>,
  services: AppointmentsServices,
): Promise<Reply<'createAppointment'>> {
  const { accounts, appointments, calendars, config, policies, schedules } = services
  const { user } = await accounts.account(request)
  const now = config.now()
  const slot = { start: Date.parse(body.start), end: Date.parse(body.end) }
  checkSlotTimes(slot, now)

  const { practitioners, missing } = await schedules.named(application, {
    doctor: body.doctorId,
    assistant: body.assistantId,
    midwife: body.midwifeId,
  })
  if (missing) throw ruleBroken([{ field: `body.${missing}Id`, message: 'Professionnel introuvable' }])
  if (practitioners.length === 0) {
    throw ruleBroken([{ field: 'body.doctorId', message: 'Au moins un professionnel est requis' }])
  }

  const patientId = body.patientId.toLowerCase()
  const forHerself = patientId === user.id
  const isPractitioner = practitioners.some((p) => p.id === user.id)
  if (!forHerself && !isPractitioner) {
    const rights = await Promise.all(practitioners.map((p) => calendars.mayAct(application, p.id, user.id)))
    if (!rights.every(Boolean)) throw noCalendarRights()
  }
  const patientReadable =
    (await appointments.patientExists(application, patientId)) &&
    (forHerself || (await policies.medicalFileGrant(application, patientId, user.id, now)) !== undefined)
  if (!patientReadable) throw notFound('Patient introuvable')

  const id = await services.transaction(async (tx) => {
    await tx.schedules.lock(application, practitioners, now)
    await checkSlotAvailability(tx.schedules, practitioners, slot)
    const booked = await tx.appointments.insert({
      application,
      ...slot,
      serviceCategory: body.serviceCategory,
      description: body.description ?? null,
      patientId,
      practitioners: practitioners.map((p) => ({ id: p.id, role: p.type })),
      createdBy: user.id,
      now,
    })
    if (booked === 'taken') throw slotTaken()
    return booked
  })
  const sharedWith = await grantCareTeam(policies, {
    application,
    patientId,
    practitionerIds: practitioners.map((p) => p.id),
    bookedBy: user.id,
    now,
  })
  const record = await appointments.find(application, id)
  return { status: 201, body: { ...appointmentBody(record!), sharedWith } }
}
