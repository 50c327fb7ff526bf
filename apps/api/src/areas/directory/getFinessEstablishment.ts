// GET /directory/finess/{finess}: an establishment of the FINESS file.
import { FINESS_MESSAGE, isValidFiness, normalizeFiness } from '@relais/domain'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError, validationFailed } from '../../core/errors.ts'
import { lookUp } from './lookups.ts'
import type { DirectoryServices } from './services.ts'

export async function getFinessEstablishment(
  { params }: OperationContext<'getFinessEstablishment'>,
  { directories }: DirectoryServices,
): Promise<Reply<'getFinessEstablishment'>> {
  const finess = normalizeFiness(params.finess ?? '')
  if (!isValidFiness(finess)) throw validationFailed([{ field: 'path.finess', message: FINESS_MESSAGE }])
  const found = await lookUp(() => directories.finess.findByFiness(finess))
  if (!found) throw apiError(404, 'NOT_FOUND', 'Aucun établissement avec ce numéro FINESS')
  return { status: 200, body: found }
}
