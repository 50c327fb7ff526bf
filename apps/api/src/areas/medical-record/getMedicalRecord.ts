// GET /user/current/medical-record: the patient's own record envelope (an administrator acting through
// the account may read it: they hold no key to open it); 204 while there is none, as every new patient
// is, which the dashboard asks on each load.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { patient, type MedicalRecordServices } from './services.ts'

export async function getMedicalRecord(
  { request }: OperationContext<'getMedicalRecord'>,
  services: MedicalRecordServices,
): Promise<Reply<'getMedicalRecord'>> {
  const account = await patient(request, services)
  const record = await services.records.find(account.user.id)
  if (!record) return { status: 204, body: undefined }
  return { status: 200, body: record }
}
