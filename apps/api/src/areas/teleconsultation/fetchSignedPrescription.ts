// POST /appointment/{appointmentId}/prescription: the prescription the doctor just signed in the frame,
// fetched from the prescription software as a PDF and handed to his browser, which encrypts it for the
// patient's file. The API keeps nothing of it.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import { prescriberAccess } from './prescription-access.ts'
import type { TeleconsultationServices } from './services.ts'

export async function fetchSignedPrescription(
  { request, params, body, application }: OperationContext<'fetchSignedPrescription'>,
  services: TeleconsultationServices,
): Promise<Reply<'fetchSignedPrescription'>> {
  const appointmentId = (params.appointmentId as string).toLowerCase()
  const { software, prescriberId } = await prescriberAccess(request, application, appointmentId, services)
  const signed = await software.signedPrescription({
    softwarePatientId: body.softwarePatientId,
    prescriptionId: body.prescriptionId,
    prescriberId,
  })
  if (!signed) throw notFound('Ordonnance introuvable')
  return {
    status: 200,
    body: {
      number: signed.number,
      issuedAt: signed.issuedAt.toISOString(),
      pdf: Buffer.from(signed.pdf).toString('base64'),
    },
  }
}
