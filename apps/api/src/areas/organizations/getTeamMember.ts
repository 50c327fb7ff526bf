// GET /team/{memberId}: a colleague's page in 'Équipe' — names, type, professional contact and the
// structures the viewer shares with them. Anyone who shares none gets 404, as for nobody.
import type { components } from '@relais/api-client/schema'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import { PRACTITIONER_TYPES } from './invitations-repository.ts'
import type { OrganizationsServices } from './services.ts'

type TeamMemberDetails = components['schemas']['TeamMemberDetails']

export async function getTeamMember(
  { request, params, application }: OperationContext<'getTeamMember'>,
  { accounts, organizations }: OrganizationsServices,
): Promise<Reply<'getTeamMember'>> {
  const { user } = await accounts.account(request)
  const memberId = params.memberId as string
  const member = await accounts.store.findById(memberId)
  // Only the team's practitioners have a page: the structure's own account is not a member of it.
  if (!member || member.application !== application || !PRACTITIONER_TYPES.includes(member.userType)) {
    throw notFound('Membre introuvable')
  }
  const shared = await organizations.sharedMemberships(application, member.id, user.id)
  if (shared.length === 0) throw notFound('Membre introuvable')
  const givenName = member.profile?.givenName ?? ''
  const familyName = member.profile?.familyName ?? ''
  const telecom: TeamMemberDetails['telecom'] = []
  if (member.email) telecom.push({ system: 'EMAIL', value: member.email })
  if (member.phone) telecom.push({ system: 'PHONE', value: member.phone })
  const body: TeamMemberDetails = {
    userId: member.id,
    userType: member.userType as TeamMemberDetails['userType'],
    name: { given: givenName, family: familyName, text: `${givenName} ${familyName}`.trim() },
    ...(member.profile?.rpps ? { rpps: member.profile.rpps } : {}),
    telecom,
    organizations: shared.map((s) => ({ ...s, joinedAt: s.joinedAt.toISOString() })),
  }
  return { status: 200, body }
}
