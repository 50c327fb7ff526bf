// GET /patient-checkup/{checkupId}: a check-up with the measures the product knows, for the patient it
// is about or a holder of her medical file's grant, whose read is written to her access log before the
// values leave (as the record's observations, which they become); 404 for anyone else.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { readableCheckup, type CheckupsServices } from './services.ts'
import { checkupOf } from './station-checkups.ts'

export async function getCheckup(
  { request, params, application }: OperationContext<'getCheckup'>,
  services: CheckupsServices,
): Promise<Reply<'getCheckup'>> {
  const { checkup, patientId, reader } = await readableCheckup(
    request,
    application,
    params.checkupId!,
    services,
  )
  if (reader.grant) {
    await services.policies.logAccess({
      action: 'read',
      application,
      patientId,
      readerUserId: reader.userId,
      grant: reader.grant,
      resource: 'observation',
      resourceId: checkup.id,
      now: services.config.now(),
    })
  }
  return { status: 200, body: checkupOf(checkup) }
}
