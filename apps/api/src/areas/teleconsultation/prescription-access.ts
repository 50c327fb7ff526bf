// Who may open the prescription software on a consultation's patient and fetch what was signed there:
// the doctor of the appointment (the contract's participant rule lets its other people through), while
// it is booked and he holds her medical-file grant, as for writing the consultation's observations.
import type { Request } from '@hapi/hapi'
import type { PrescriptionSoftware } from '../../adapters/prescription/port.ts'
import { apiError, notFound } from '../../core/errors.ts'
import { observationsAccess } from './room-access.ts'
import type { TeleconsultationServices } from './services.ts'

const SERVICE_UNAVAILABLE = 'Service non disponible'

export async function prescriberAccess(
  request: Request,
  application: string,
  appointmentId: string,
  services: TeleconsultationServices,
): Promise<{ software: PrescriptionSoftware; prescriberId: string; patientId: string }> {
  const { user } = await services.accounts.account(request)
  const { patientId } = await observationsAccess(application, appointmentId, user.id, 'write', services)
  const people = await services.appointments.people(application, appointmentId)
  // The patient may write readings; only the appointment's doctor prescribes.
  if (user.userType !== 'doctor' || !people?.ids.includes(user.id)) throw notFound('Rendez-vous introuvable')
  if (!services.prescriptions) {
    throw apiError(503, 'PRESCRIPTION_SOFTWARE_UNAVAILABLE', SERVICE_UNAVAILABLE)
  }
  return { software: services.prescriptions, prescriberId: user.id, patientId }
}
