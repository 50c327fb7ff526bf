// POST /organization/{organizationId}/invite-new-to-join: a structure's manager invites someone who has
// no account yet, by email. The invitation is kept, and the email's link leads to the application's
// registration: registering as a practitioner with this email (proven by its sign-in code) is the
// answer, and joins the team (joinInvitedOrganizations, called by registration).
import type { Application } from '../../core/config.ts'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError, notFound, tooManyAttempts, validationFailed } from '../../core/errors.ts'
import { normaliseIdentifier } from '../../core/identifiers.ts'
import { invitationEmail, invitationText, registrationLink } from './invitation-message.ts'
import { PRACTITIONER_TYPES } from './invitations-repository.ts'
import { INVITATION_LIMIT_SCOPE, INVITATIONS_PER_WINDOW } from './inviteToJoinOrganization.ts'
import type { OrganizationsServices } from './services.ts'

const notSent = () =>
  apiError(503, 'DELIVERY_UNAVAILABLE', "L'invitation n'a pas pu être envoyée pour le moment")

export async function inviteNewToJoinOrganization(
  { request, params, body, application }: OperationContext<'inviteNewToJoinOrganization'>,
  { config, accounts, organizations, invitations, rateLimiter, delivery }: OrganizationsServices,
): Promise<Reply<'inviteNewToJoinOrganization'>> {
  const { user } = await accounts.account(request)
  const organization = await organizations.managedBy(application, params.organizationId as string, user.id)
  if (!organization) throw notFound('Structure introuvable')
  const email = normaliseIdentifier('email', body.email)
  if (!email.ok) throw validationFailed([{ field: 'body.email', message: email.message }])

  const existingId = await accounts.store.findIdByIdentifier(application, 'email', email.value)
  const existing = existingId ? await accounts.store.findById(existingId) : undefined
  // A practitioner is found by name in the same dialog: the invitation by name reaches their bell.
  // Any other kind of account is not disclosed; its holder may still register a practitioner's.
  if (existing && PRACTITIONER_TYPES.includes(existing.userType)) {
    if (await organizations.isMember(application, organization.id, existing.id)) {
      throw apiError(409, 'CONFLICT', 'Ce professionnel fait déjà partie de la structure')
    }
    throw apiError(409, 'CONFLICT', 'Ce professionnel a déjà un compte : invitez-le depuis la recherche', {
      fieldErrors: [
        {
          field: 'body.email',
          message: 'Ce professionnel a déjà un compte : invitez-le depuis la recherche',
        },
      ],
    })
  }
  // Checked before the limit counts: a request that cannot be sent is not an invitation.
  if (!delivery.canDeliver('email')) throw notSent()
  const now = config.now()
  const hit = await rateLimiter.hit(INVITATION_LIMIT_SCOPE, organization.id, INVITATIONS_PER_WINDOW, now)
  if (!hit.allowed) throw tooManyAttempts(hit.retryAfterSeconds)

  const text = invitationText(body.message)
  await invitations.inviteEmail({
    application,
    organizationId: organization.id,
    invitedBy: user.id,
    email: email.value,
    message: text,
    now,
  })
  try {
    await delivery.deliver(
      invitationEmail({
        application,
        recipient: email.value,
        organizationName: organization.name,
        text,
        link: registrationLink(config.appOrigins, application as Application),
      }),
    )
  } catch (error) {
    // The invitation is kept (sending it again replaces it); the manager is told it did not leave.
    // Only the error's kind: an SMTP server's answer may quote the address.
    request.log(['warn', 'delivery'], { err: error instanceof Error ? error.name : 'unknown' })
    throw notSent()
  }
  return { status: 201, body: undefined }
}
