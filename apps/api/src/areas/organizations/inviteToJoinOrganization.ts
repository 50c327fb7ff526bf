// POST /organization/{organizationId}/invite-to-join: a structure's manager invites a practitioner of
// the application to its team. The invitation is only a notification (in the bell, live and by email):
// the practitioner answers it with a request to join, which the manager then approves, so that nobody
// joins a team without asking.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError, notFound, tooManyAttempts } from '../../core/errors.ts'
import type { OrganizationsServices } from './services.ts'

/** Invitations per structure and rate-limit window (15 minutes): a team's welcome, not a mailing. */
export const INVITATIONS_PER_WINDOW = 50

/** Who may be invited to a team: the spec's Team groups. */
const PRACTITIONER_TYPES: readonly string[] = ['doctor', 'midwife', 'assistant']

export async function inviteToJoinOrganization(
  { request, params, body, application }: OperationContext<'inviteToJoinOrganization'>,
  { config, accounts, organizations, rateLimiter, notifications }: OrganizationsServices,
): Promise<Reply<'inviteToJoinOrganization'>> {
  const { user } = await accounts.account(request)
  const organizationId = params.organizationId as string
  // A member who does not manage it (or another application's structure): as if it did not exist.
  const organization = await organizations.managedBy(application, organizationId, user.id)
  if (!organization) throw notFound('Structure introuvable')
  const invited = await accounts.store.findById(body.userId)
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
  const hit = await rateLimiter.hit(
    'organization-invite',
    organization.id,
    INVITATIONS_PER_WINDOW,
    config.now(),
  )
  if (!hit.allowed) throw tooManyAttempts(hit.retryAfterSeconds)

  // The structure's own words, not medical content: stored as the notification's text.
  const message = body.message?.trim()
  await notifications.send({
    application,
    userId: invited.id,
    template: 'organization-invite',
    content: message || `La structure ${organization.name} vous invite à rejoindre son équipe.`,
    payload: { organizationId: organization.id, mode: 'team' },
  })
  return { status: 201, body: undefined }
}
