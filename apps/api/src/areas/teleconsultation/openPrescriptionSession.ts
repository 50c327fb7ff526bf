// POST /appointment/{appointmentId}/prescription/session: 'Ordonnance' in the room. The prescription
// software is opened on the patient for the doctor of the appointment, with who she is (names, birth
// date, NIR from her account) and who he is (names, RPPS); the room then frames it.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import { APPLICATIONS } from '../../core/config.ts'
import { prescriberAccess } from './prescription-access.ts'
import type { TeleconsultationServices } from './services.ts'

export async function openPrescriptionSession(
  { request, params, application }: OperationContext<'openPrescriptionSession'>,
  services: TeleconsultationServices,
): Promise<Reply<'openPrescriptionSession'>> {
  const appointmentId = (params.appointmentId as string).toLowerCase()
  const { software, prescriberId, patientId } = await prescriberAccess(
    request,
    application,
    appointmentId,
    services,
  )
  const [patient, prescriber] = await Promise.all([
    services.accounts.store.findById(patientId),
    services.accounts.store.findById(prescriberId),
  ])
  if (!patient?.profile || !prescriber?.profile) throw notFound('Rendez-vous introuvable')
  // The frame is shown by this application's origin (APP_ORIGINS lists them in the applications' order).
  const appOrigin =
    services.config.appOrigins[APPLICATIONS.indexOf(application as (typeof APPLICATIONS)[number])] ??
    services.config.appOrigins[0] ??
    ''
  const session = await software.openSession({
    patient: {
      id: patient.id,
      firstName: patient.profile.givenName,
      lastName: patient.profile.familyName,
      birthDate: patient.profile.birthDate,
      nir: patient.profile.nir,
    },
    prescriber: {
      id: prescriber.id,
      firstName: prescriber.profile.givenName,
      lastName: prescriber.profile.familyName,
      rpps: prescriber.profile.rpps,
    },
    appOrigin: new URL(appOrigin).origin,
  })
  return {
    status: 201,
    body: {
      frameUrl: session.frameUrl,
      frameOrigin: software.origin,
      softwarePatientId: session.softwarePatientId,
    },
  }
}
