// GET /directory/places/{placeId}: the address behind a suggestion.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError } from '../../core/errors.ts'
import { lookUp } from './lookups.ts'
import type { DirectoryServices } from './services.ts'

export async function getPlaceDetails(
  { params }: OperationContext<'getPlaceDetails'>,
  { directories }: DirectoryServices,
): Promise<Reply<'getPlaceDetails'>> {
  const address = await lookUp(() => directories.places.details(params.placeId ?? ''))
  if (!address) throw apiError(404, 'NOT_FOUND', 'Adresse introuvable')
  return { status: 200, body: address }
}
