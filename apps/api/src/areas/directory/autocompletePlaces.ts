// GET /directory/places: place suggestions in one country (France unless the caller asks for Côte
// d'Ivoire) for what the user typed.
import { DEFAULT_PLACE_COUNTRY, DIRECTORY_RESULT_LIMIT } from '../../adapters/directory/ports.ts'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { lookUp, searchText } from './lookups.ts'
import type { DirectoryServices } from './services.ts'

export async function autocompletePlaces(
  { query }: OperationContext<'autocompletePlaces'>,
  { directories }: DirectoryServices,
): Promise<Reply<'autocompletePlaces'>> {
  const text = searchText(query.q)
  const country = query.country ?? DEFAULT_PLACE_COUNTRY
  const places = await lookUp(() => directories.places.autocomplete(text, DIRECTORY_RESULT_LIMIT, country))
  return { status: 200, body: places.slice(0, DIRECTORY_RESULT_LIMIT) }
}
