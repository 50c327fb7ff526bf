// Registered organizations (maternity services, care structures): lookup by FINESS for
// 'Rejoindre une structure'. Creation happens with the manager's registration (POST /user).
import type { Plugin } from '@hapi/hapi'
import { normalizeFiness } from '@relais/domain'
import { notFound } from '../../errors.ts'
import type { AccountResolver } from '../user/current-account.ts'
import type { OrganizationsRepository } from './organizations-repository.ts'

export interface OrganizationPluginOptions {
  organizations: OrganizationsRepository
  accounts: AccountResolver
}

export const organizationPlugin: Plugin<OrganizationPluginOptions> = {
  name: 'organization',
  register(server, { organizations, accounts }) {
    server.operation('findOrganizationByFiness', async ({ request, params, application }) => {
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
    })
  },
}
