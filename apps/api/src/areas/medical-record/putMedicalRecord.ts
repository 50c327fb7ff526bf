// PUT /user/current/medical-record: the patient writes her record envelope, based on the version she
// read (0 for the first); any other stored version makes the write stale (409).
import { noImpersonation } from '../../core/access/access.ts'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError } from '../../core/errors.ts'
import { patient, type MedicalRecordServices } from './services.ts'

export async function putMedicalRecord(
  { request, body }: OperationContext<'putMedicalRecord'>,
  services: MedicalRecordServices,
): Promise<Reply<'putMedicalRecord'>> {
  const account = await patient(request, services)
  if (account.impersonation) throw noImpersonation()
  const stored = await services.records.write(account.user.id, body, services.config.now())
  if (stored === 'stale') throw apiError(409, 'CONFLICT', 'Le dossier médical a été modifié entre-temps')
  return { status: 200, body: stored }
}
