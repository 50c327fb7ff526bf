// GET /organization/finess/{finess}: an active structure of the application, for 'Rejoindre une
// structure' (a pending one is nobody's to join yet).
import { normalizeFiness } from '@relais/domain'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import type { OrganizationsServices } from './services.ts'

export async function findOrganizationByFiness(
  { request, params, application }: OperationContext<'findOrganizationByFiness'>,
  { accounts, organizations }: OrganizationsServices,
): Promise<Reply<'findOrganizationByFiness'>> {
  await accounts.account(request)
  const found = await organizations.findActiveByFiness(application, normalizeFiness(params.finess ?? ''))
  if (!found) throw notFound('Aucune structure enregistrée avec ce numéro FINESS')
  const body = {
    id: found.id,
    name: found.name,
    specialities: found.specialities,
    address: found.address,
    active: found.active,
    ...(found.finess ? { finess: found.finess } : {}),
    ...(found.siret ? { siret: found.siret } : {}),
  }
  return { status: 200, body }
}
