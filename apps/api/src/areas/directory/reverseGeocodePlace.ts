// GET /directory/places/reverse: the known address nearest to a point.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError } from '../../core/errors.ts'
import { lookUp } from './lookups.ts'
import type { DirectoryServices } from './services.ts'

export async function reverseGeocodePlace(
  { query }: OperationContext<'reverseGeocodePlace'>,
  { directories }: DirectoryServices,
): Promise<Reply<'reverseGeocodePlace'>> {
  const address = await lookUp(() => directories.places.reverse(query.latitude, query.longitude))
  if (!address) throw apiError(404, 'NOT_FOUND', 'Aucune adresse connue à proximité de ce point')
  return { status: 200, body: address }
}
