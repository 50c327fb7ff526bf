// GET /{practitionerType}/{practitionerId}/patients: 'Liste des patients' — a page of the patients
// whose file the list's owner may read, by name, and every patient asked who has not answered.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { listOwner } from './list-owner.ts'
import { patientSearch } from './patient-search.ts'
import type { PatientsServices } from './services.ts'

export async function listPatients(
  { request, params, query, application }: OperationContext<'listPatients'>,
  services: PatientsServices,
): Promise<Reply<'listPatients'>> {
  const { grantee } = await listOwner(request, params, application, services)
  const search = query.search === undefined ? undefined : patientSearch(query.search)
  const page = { limit: query.limit ?? 100, offset: query.offset ?? 0 }
  const list = await services.patients.list(application, grantee, search, page, services.config.now())
  return { status: 200, body: list }
}
