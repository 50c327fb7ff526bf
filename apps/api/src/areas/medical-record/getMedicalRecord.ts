// GET /user/current/medical-record: the patient's own record envelope (an administrator acting through
// the account may read it: they hold no key to open it).
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import { patient, type MedicalRecordServices } from './services.ts'

export async function getMedicalRecord(
  { request }: OperationContext<'getMedicalRecord'>,
  services: MedicalRecordServices,
): Promise<Reply<'getMedicalRecord'>> {
  const account = await patient(request, services)
  const record = await services.records.find(account.user.id)
  if (!record) throw notFound('Aucun dossier médical')
  return { status: 200, body: record }
}
