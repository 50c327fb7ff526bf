// GET /directory/pmi: PMI centres matching the text, best first.
import { PMI_SEARCH_LIMIT } from '@relais/domain'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { lookUp, searchText } from './lookups.ts'
import type { DirectoryServices } from './services.ts'

export async function searchPmiCentres(
  { query }: OperationContext<'searchPmiCentres'>,
  { directories }: DirectoryServices,
): Promise<Reply<'searchPmiCentres'>> {
  const text = searchText(query.q)
  const centres = await lookUp(() => directories.pmi.search(text, PMI_SEARCH_LIMIT))
  return { status: 200, body: centres.slice(0, PMI_SEARCH_LIMIT) }
}
