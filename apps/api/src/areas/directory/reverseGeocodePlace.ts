// GET /directory/places/reverse: the known address nearest to a point, in one country (France unless
// the caller asks for Côte d'Ivoire).
import { DEFAULT_PLACE_COUNTRY } from '../../adapters/directory/ports.ts'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError } from '../../core/errors.ts'
import { lookUp } from './lookups.ts'
import type { DirectoryServices } from './services.ts'

export async function reverseGeocodePlace(
  { query }: OperationContext<'reverseGeocodePlace'>,
  { directories }: DirectoryServices,
): Promise<Reply<'reverseGeocodePlace'>> {
  const country = query.country ?? DEFAULT_PLACE_COUNTRY
  const address = await lookUp(() => directories.places.reverse(query.latitude, query.longitude, country))
  if (!address) throw apiError(404, 'NOT_FOUND', 'Aucune adresse connue à proximité de ce point')
  return { status: 200, body: address }
}
