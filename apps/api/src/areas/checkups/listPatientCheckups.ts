// GET /patient/{patientId}/checkups: the check-ups waiting at the station platform under the patient's
// NIR, oldest first (the order in which her browser adds them to the record), for her or a holder of
// her medical file's grant; anyone else gets 404, as for no patient. Only summaries: the values are
// read one check-up at a time (getCheckup), where a practitioner's read is logged.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import { checkupsReader, platform, type CheckupsServices } from './services.ts'
import { addressable, summaryOf } from './station-checkups.ts'

export async function listPatientCheckups(
  { request, params, application }: OperationContext<'listPatientCheckups'>,
  services: CheckupsServices,
): Promise<Reply<'listPatientCheckups'>> {
  const stations = platform(services)
  const patientId = params.patientId!
  const reader = await checkupsReader(request, application, patientId, services)
  if (!reader) throw notFound('Patient introuvable')
  const nir = await services.patients.nirOf(application, patientId)
  if (!nir) return { status: 200, body: { checkups: [] } }
  return { status: 200, body: { checkups: addressable(await stations.listByNir(nir)).map(summaryOf) } }
}
