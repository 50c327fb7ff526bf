// DELETE /patient-checkup/{checkupId}: the platform forgets a check-up once the browser has added its
// measures to the encrypted record. The same callers as its read; 404 for anyone else, and for a
// check-up already deleted (by another tab, or between the read and the delete).
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import { platform, readableCheckup, type CheckupsServices } from './services.ts'

export async function deleteCheckup(
  { request, params, application }: OperationContext<'deleteCheckup'>,
  services: CheckupsServices,
): Promise<Reply<'deleteCheckup'>> {
  const { checkup } = await readableCheckup(request, application, params.checkupId!, services)
  if (!(await platform(services).remove(checkup.id))) throw notFound('Checkup introuvable')
  return { status: 204, body: undefined }
}
