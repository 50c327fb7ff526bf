// GET /search?query: the header's search box. Only patients the caller already sees (their own list's
// and their structures', followed or asked), so the answer names nobody the caller could not list:
// identity and contact, never medical content; at most MAX_SEARCH_RESULTS, best match first.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { patientSearch } from './patient-search.ts'
import type { PatientsServices } from './services.ts'

export async function searchPatients(
  { request, query, application }: OperationContext<'searchPatients'>,
  { accounts, patients }: PatientsServices,
): Promise<Reply<'searchPatients'>> {
  const { user } = await accounts.account(request)
  const search = patientSearch(query.query)
  if (!search) return { status: 200, body: { patients: [] } }
  return { status: 200, body: { patients: await patients.search(application, user.id, search) } }
}
