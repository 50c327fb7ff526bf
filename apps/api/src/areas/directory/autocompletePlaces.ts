// GET /directory/places: place suggestions in France for what the user typed.
import { DIRECTORY_RESULT_LIMIT } from '../../adapters/directory/ports.ts'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { lookUp, searchText } from './lookups.ts'
import type { DirectoryServices } from './services.ts'

export async function autocompletePlaces(
  { query }: OperationContext<'autocompletePlaces'>,
  { directories }: DirectoryServices,
): Promise<Reply<'autocompletePlaces'>> {
  const text = searchText(query.q)
  const places = await lookUp(() => directories.places.autocomplete(text, DIRECTORY_RESULT_LIMIT))
  return { status: 200, body: places.slice(0, DIRECTORY_RESULT_LIMIT) }
}
