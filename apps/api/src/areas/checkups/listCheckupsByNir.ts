// GET /patient-checkup/nir/{nir}: the administrators' 'Résultats checkup santé'. What waits at the
// station platform under a NIR (dates, stations, how many measures, newest first) and which patient of
// the calling application holds it; never a value, which stays for the patient and those she granted.
import { nirError, nirErrorMessage, normalizeNir } from '@relais/domain'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { validationFailed } from '../../core/errors.ts'
import { platform, type CheckupsServices } from './services.ts'
import { addressable, summaryOf } from './station-checkups.ts'

export async function listCheckupsByNir(
  { params, application }: OperationContext<'listCheckupsByNir'>,
  services: CheckupsServices,
): Promise<Reply<'listCheckupsByNir'>> {
  const nir = normalizeNir(params.nir!)
  const error = nirError(nir)
  if (error) throw validationFailed([{ field: 'path.nir', message: nirErrorMessage(error) }])
  const [patient, checkups] = await Promise.all([
    services.patients.holderOf(application, nir),
    platform(services).listByNir(nir),
  ])
  return {
    status: 200,
    body: { patient: patient ?? null, checkups: addressable(checkups).reverse().map(summaryOf) },
  }
}
