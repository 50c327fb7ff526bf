// The signed-in user. Registration and profile updates come with later issues.
import type { Plugin } from '@hapi/hapi'
import type { components } from '@relais/api-client/schema'
import type { ApiConfig, Application } from '../../config.ts'
import { apiError, unauthorized } from '../../errors.ts'
import type { IdentifierType } from '../auth/identifier.ts'
import type { UserRecord, UsersRepository } from './users-repository.ts'

type User = components['schemas']['User']

export function isAdminEmail(
  config: Pick<ApiConfig, 'adminEmailDomains' | 'adminExcludedEmails'>,
  email: string | null,
) {
  if (!email) return false
  const normalised = email.toLowerCase()
  const domain = normalised.slice(normalised.lastIndexOf('@') + 1)
  // Exact domain match: demo.relais-sante.fr is not relais-sante.fr.
  return config.adminEmailDomains.includes(domain) && !config.adminExcludedEmails.includes(normalised)
}

export function toUser(record: UserRecord, config: ApiConfig): User {
  const profile = record.profile
  const addresses = profile?.address ?? []
  const given = profile?.givenName ?? ''
  const family = profile?.familyName ?? ''
  const telecom: User['profile']['telecom'] = []
  if (record.phone) telecom.push({ system: 'PHONE', value: record.phone })
  if (record.email) telecom.push({ system: 'EMAIL', value: record.email })
  const out: User = {
    id: record.id,
    username: record.email ?? record.phone ?? '',
    userType: record.userType as User['userType'],
    application: record.application as Application,
    active: record.active,
    isAdmin: isAdminEmail(config, record.email),
    sldId: record.sldId,
    // Spec: XOF when the address country is CI, EUR otherwise.
    currency: addresses[0]?.country === 'CI' ? 'XOF' : 'EUR',
    profile: {
      id: profile?.id ?? record.id,
      name: {
        given,
        family,
        text: record.userType === 'organization' ? family : `${given} ${family}`.trim(),
      },
      gender: (profile?.gender as 'MALE' | 'FEMALE' | null) ?? null,
      birthDate: profile?.birthDate ?? null,
      telecom,
      address: addresses,
    },
  }
  if (profile?.rpps) out.profile.rpps = profile.rpps
  if (profile?.finess) out.profile.finess = profile.finess
  return out
}

export const userPlugin: Plugin<{ config: ApiConfig; users: UsersRepository }> = {
  name: 'user',
  register(server, { config, users }) {
    server.operation('getCurrentUser', async ({ request }) => {
      const session = request.app.session
      if (!session) throw unauthorized()
      const { row } = session
      // The account may have been created after sign-in (registration), so fall back to the identifier.
      const id =
        row.user_id ??
        (await users.findIdByIdentifier(
          row.application,
          row.identifier_type as IdentifierType,
          row.identifier,
        ))
      const record = id ? await users.findById(id) : undefined
      if (!record) throw apiError(404, 'NOT_FOUND', 'Aucun compte pour cet identifiant')
      return { status: 200, body: toUser(record, config) }
    })
  },
}
