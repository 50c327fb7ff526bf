// POST /appointment/{appointmentId}/end: the doctor has validated the consultation's report, which his
// browser encrypted and added to the patient's documents; the report is named as the appointment's and
// the appointment is fulfilled, in one transaction, then the room hears that it is over.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError, ruleBroken } from '../../core/errors.ts'
import { observationsAccess, ROOM_CLOSED } from './room-access.ts'
import type { TeleconsultationServices } from './services.ts'

const NOT_ITS_REPORT = "Ce document n'est pas un rapport que vous avez ajouté au dossier de ce patient"

export async function endAppointment(
  { request, params, body, application }: OperationContext<'endAppointment'>,
  services: TeleconsultationServices,
): Promise<Reply<'endAppointment'>> {
  const { user } = await services.accounts.account(request)
  const appointmentId = (params.appointmentId as string).toLowerCase()
  const { patientId } = await observationsAccess(application, appointmentId, user.id, 'write', services)
  const documentId = body.reportDocumentId.toLowerCase()
  const report = await services.documents.origin(application, documentId)
  if (
    !report ||
    report.patientId !== patientId ||
    report.authorId !== user.id ||
    report.type !== 'diagnosticReport'
  ) {
    throw ruleBroken([{ field: 'body.reportDocumentId', message: NOT_ITS_REPORT }])
  }
  await services.transaction(async (tx) => {
    // Ended meanwhile by another request: nothing is written.
    if (!(await tx.appointments.fulfil(appointmentId))) throw apiError(409, 'CONFLICT', ROOM_CLOSED)
    await tx.reports.insert({ appointmentId, documentId, authorId: user.id, now: services.config.now() })
  })
  await services.fanOut.publish({ appointmentId, from: user.id, signal: { type: 'ended' } })
  return { status: 204, body: undefined }
}
