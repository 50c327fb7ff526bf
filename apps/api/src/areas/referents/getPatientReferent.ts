// GET /patient/{patientId}/referent: the patient's health referent, for the patient or a holder of an
// accepted grant; 204 while she has named none. The practitioner's account is looked up at each read,
// so a referent who registers after being named shows up without the patient doing anything. The
// referent is a care relationship, not medical content: the read is not written to the access log.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { checkReferentReader, type ReferentsServices } from './services.ts'

export async function getPatientReferent(
  { request, params, application }: OperationContext<'getPatientReferent'>,
  services: ReferentsServices,
): Promise<Reply<'getPatientReferent'>> {
  const patientId = params.patientId as string
  await checkReferentReader(request, application, patientId, services)
  const stored = await services.referents.find(application, patientId)
  if (!stored) return { status: 204, body: undefined }
  const practitioner = await services.referents.practitionerByRpps(application, stored.referent.rpps)
  return { status: 200, body: { ...stored, practitioner } }
}
