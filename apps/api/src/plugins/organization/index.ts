// Registered organizations (maternity services, care structures): lookup by FINESS for
// 'Rejoindre une structure', and the team its members see on the dashboard. Creation happens with the
// manager's registration (POST /user).
import type { Plugin } from '@hapi/hapi'
import type { components } from '@relais/api-client/schema'
import { normalizeFiness } from '@relais/domain'
import { notFound } from '../../errors.ts'
import type { AccountResolver } from '../user/current-account.ts'
import type { OrganizationsRepository, TeamMemberRecord } from './organizations-repository.ts'

type OrganizationTeam = components['schemas']['OrganizationTeam']
type TeamMember = components['schemas']['TeamMember']

/** The spec's Team groups: other user types (the structure's own account) are not team members. */
const TEAM_GROUPS = { doctor: 'doctors', midwife: 'midwives', assistant: 'assistants' } as const

function teamMember(record: TeamMemberRecord): TeamMember {
  return {
    userId: record.userId,
    userType: record.userType as TeamMember['userType'],
    role: record.role,
    name: {
      given: record.givenName,
      family: record.familyName,
      text: `${record.givenName} ${record.familyName}`.trim(),
    },
    joinedAt: record.joinedAt.toISOString(),
  }
}

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

    server.operation('getOrganizationTeam', async ({ request, params, application }) => {
      const { user } = await accounts.account(request)
      const organizationId = params.organizationId as string
      // Not a member (or another application's organization): as if it did not exist.
      if (!(await organizations.isMember(application, organizationId, user.id))) {
        throw notFound('Structure introuvable')
      }
      const team: OrganizationTeam = { organizationId, doctors: [], midwives: [], assistants: [] }
      for (const record of await organizations.members(organizationId)) {
        const group = TEAM_GROUPS[record.userType as keyof typeof TEAM_GROUPS]
        if (group) team[group].push(teamMember(record))
      }
      return { status: 200, body: team }
    })
  },
}
