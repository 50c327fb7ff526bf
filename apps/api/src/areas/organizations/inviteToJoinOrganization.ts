// POST /organization/{organizationId}/invite-to-join: a structure's manager invites a practitioner of
// the application to its team. The invitation is a notification (in the bell, live and by email), kept
// among the team's pending invitations until the practitioner joins: they answer it with a request to
// join, which the manager then approves, so that nobody joins a team without asking.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError, notFound, tooManyAttempts } from '../../core/errors.ts'
import { invitationText } from './invitation-message.ts'
import { PRACTITIONER_TYPES } from './invitations-repository.ts'
import type { OrganizationsServices } from './services.ts'

/**
 * Invitations per structure and rate-limit window (15 minutes), by name and by email together: a
 * team's welcome, not a mailing.
 */
export const INVITATIONS_PER_WINDOW = 50
export const INVITATION_LIMIT_SCOPE = 'organization-invite'

export async function inviteToJoinOrganization(
  { request, params, body, application }: OperationContext<'inviteToJoinOrganization'>,
  { config, accounts, organizations, invitations, rateLimiter, notifications }: OrganizationsServices,
): Promise<Reply<'inviteToJoinOrganization'>> {
  const { user } = await accounts.account(request)
  const { organization, invited, now } = await checkInvitation(
    { config, organizations, accounts, rateLimiter },
    { application, organizationId: params.organizationId as string, managerId: user.id, userId: body.userId },
  )

  // The structure's own words, not medical content: stored as the notification's text.
  const message = invitationText(body.message)
  await invitations.inviteUser({
    application,
    organizationId: organization.id,
    invitedBy: user.id,
    userId: invited.id,
    message,
    now,
  })
  await notifications.send({
    application,
    userId: invited.id,
    template: 'organization-invite',
    content: message || `La structure ${organization.name} vous invite à rejoindre son équipe.`,
    payload: { organizationId: organization.id, mode: 'team' },
  })
  return { status: 201, body: undefined }
}

/**
 * What both invitations of an existing practitioner check first: the caller manages the structure (a
 * member who does not, or another application's structure, finds none: 404), the invited is an active
 * practitioner of the application (404) and not already in its team (409), and the structure is within
 * its invitations' limit (429). Returns the structure, the invited account and the instant it counted.
 */
export async function checkInvitation(
  {
    config,
    organizations,
    accounts,
    rateLimiter,
  }: Pick<OrganizationsServices, 'config' | 'organizations' | 'accounts' | 'rateLimiter'>,
  {
    application,
    organizationId,
    managerId,
    userId,
  }: { application: string; organizationId: string; managerId: string; userId: string },
) {
  const organization = await organizations.managedBy(application, organizationId, managerId)
  if (!organization) throw notFound('Structure introuvable')
  const invited = await accounts.store.findById(userId)
  if (
    !invited ||
    invited.application !== application ||
    !invited.active ||
    !PRACTITIONER_TYPES.includes(invited.userType)
  ) {
    throw notFound('Professionnel introuvable')
  }
  if (await organizations.isMember(application, organization.id, invited.id)) {
    throw apiError(409, 'CONFLICT', 'Ce professionnel fait déjà partie de la structure')
  }
  const now = config.now()
  const hit = await rateLimiter.hit(INVITATION_LIMIT_SCOPE, organization.id, INVITATIONS_PER_WINDOW, now)
  if (!hit.allowed) throw tooManyAttempts(hit.retryAfterSeconds)
  return { organization, invited, now }
}
