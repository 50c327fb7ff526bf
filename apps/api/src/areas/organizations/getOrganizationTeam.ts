// GET /organization/{organizationId}/team: the structure's practitioners, for its members only, and
// for its managers the invitations not answered yet.
import type { components } from '@relais/api-client/schema'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import type { PendingInvitationRecord } from './invitations-repository.ts'
import type { TeamMemberRecord } from './organizations-repository.ts'
import type { OrganizationsServices } from './services.ts'

type OrganizationTeam = components['schemas']['OrganizationTeam']
type TeamMember = components['schemas']['TeamMember']
type TeamInvitation = components['schemas']['TeamInvitation']

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

function teamInvitation(record: PendingInvitationRecord): TeamInvitation {
  return {
    id: record.id,
    ...(record.invitee
      ? { invitee: { ...record.invitee, userType: record.invitee.userType as TeamMember['userType'] } }
      : {}),
    ...(record.email ? { email: record.email } : {}),
    invitedAt: record.invitedAt.toISOString(),
  }
}

export async function getOrganizationTeam(
  { request, params, application }: OperationContext<'getOrganizationTeam'>,
  { accounts, organizations, invitations }: OrganizationsServices,
): Promise<Reply<'getOrganizationTeam'>> {
  const { user } = await accounts.account(request)
  const organizationId = params.organizationId as string
  // Not a member (or another application's organization): as if it did not exist.
  if (!(await organizations.isMember(application, organizationId, user.id))) {
    throw notFound('Structure introuvable')
  }
  const team: OrganizationTeam = {
    organizationId,
    accountIds: [],
    doctors: [],
    midwives: [],
    assistants: [],
    pendings: [],
  }
  const members = await organizations.members(organizationId)
  for (const record of members) {
    const group = TEAM_GROUPS[record.userType as keyof typeof TEAM_GROUPS]
    if (group) team[group].push(teamMember(record))
    else if (record.userType === 'organization') team.accountIds.push(record.userId)
  }
  // Whom the structure invited (emails among them) is its managers' business only.
  if (members.some((m) => m.userId === user.id && m.role === 'manager')) {
    team.pendings = (await invitations.pending(organizationId)).map(teamInvitation)
  }
  return { status: 200, body: team }
}
