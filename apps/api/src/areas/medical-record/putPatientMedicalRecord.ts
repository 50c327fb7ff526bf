// PUT /patient/{patientId}/medical-record: the patient, or a practitioner holding a medical-file grant
// on her, writes her record envelope, based on the version read (0 for the first); any other stored
// version makes the write stale (409). A write through a grant goes to the patient's access log in the
// same transaction, so that no practitioner's write is ever stored without its line.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError } from '../../core/errors.ts'
import { medicalRecordWriter, type MedicalRecordServices } from './services.ts'

export async function putPatientMedicalRecord(
  { request, params, body, application }: OperationContext<'putPatientMedicalRecord'>,
  services: MedicalRecordServices,
): Promise<Reply<'putPatientMedicalRecord'>> {
  const patientId = params.patientId as string
  const writer = await medicalRecordWriter(request, application, patientId, services)
  const now = services.config.now()
  const stored = await services.transaction(async ({ records, policies }) => {
    const written = await records.write(patientId, body, now)
    if (written !== 'stale' && writer.grant) {
      await policies.logAccess({
        action: 'write',
        application,
        patientId,
        readerUserId: writer.userId,
        grant: writer.grant,
        resource: 'medical-record',
        now,
      })
    }
    return written
  })
  if (stored === 'stale') throw apiError(409, 'CONFLICT', 'Le dossier médical a été modifié entre-temps')
  return { status: 200, body: stored }
}
