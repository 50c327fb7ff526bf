// GET /directory/siret/{siret}: a company establishment by its SIRET.
import { normalizeSiret, siretError, siretErrorMessage } from '@relais/domain'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError, validationFailed } from '../../core/errors.ts'
import { lookUp } from './lookups.ts'
import type { DirectoryServices } from './services.ts'

export async function getSiretEstablishment(
  { params }: OperationContext<'getSiretEstablishment'>,
  { directories }: DirectoryServices,
): Promise<Reply<'getSiretEstablishment'>> {
  const siret = normalizeSiret(params.siret ?? '')
  const error = siretError(siret)
  if (error) throw validationFailed([{ field: 'path.siret', message: siretErrorMessage(error) }])
  const found = await lookUp(() => directories.siret.findBySiret(siret))
  if (!found) throw apiError(404, 'NOT_FOUND', 'Aucun établissement avec ce numéro SIRET')
  return { status: 200, body: found }
}
