// POST /organization/{organizationId}/external-practitioners: a structure's manager invites a
// practitioner of the application to be one of its external practitioners. The invitation is an access
// policy offered by the structure (`INVITED`), announced by an `organization-invite` notification in
// external mode; the practitioner accepts or declines it through the access policies, as any offer.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError } from '../../core/errors.ts'
import { EXTERNAL_PRACTITIONERS } from './external-practitioners-repository.ts'
import { invitationText } from './invitation-message.ts'
import { checkInvitation } from './inviteToJoinOrganization.ts'
import type { OrganizationsServices } from './services.ts'

export async function inviteExternalPractitioner(
  { request, params, body, application }: OperationContext<'inviteExternalPractitioner'>,
  { config, accounts, organizations, policies, rateLimiter, notifications }: OrganizationsServices,
): Promise<Reply<'inviteExternalPractitioner'>> {
  const { user } = await accounts.account(request)
  const { organization, invited, now } = await checkInvitation(
    { config, organizations, accounts, rateLimiter },
    { application, organizationId: params.organizationId as string, managerId: user.id, userId: body.userId },
  )

  const grantee = { userId: invited.id }
  // The structure's account holds what the structure offers; one without an account, its manager.
  const policy = await policies.create({
    application,
    resource: EXTERNAL_PRACTITIONERS,
    holderUserId: organization.managerUserId ?? user.id,
    resourceId: organization.id,
    grantee,
    requestedBy: user.id,
    status: 'INVITED',
    now,
  })
  // A live policy already there (or a racing invitation): the unique index of live policies refused it.
  if (!policy) {
    const live = await policies.livePolicy(EXTERNAL_PRACTITIONERS, organization.id, grantee)
    throw apiError(
      409,
      'CONFLICT',
      live?.status === 'ACCEPTED'
        ? 'Ce professionnel est déjà un praticien externe de la structure'
        : 'Ce professionnel est déjà invité',
    )
  }
  // The structure's own words, not medical content: stored as the notification's text.
  const message = invitationText(body.message)
  await notifications.send({
    application,
    userId: invited.id,
    template: 'organization-invite',
    content: message || `La structure ${organization.name} vous invite à rejoindre ses praticiens externes.`,
    payload: { organizationId: organization.id, mode: 'external', accessPolicyId: policy.id },
  })
  return { status: 201, body: policy }
}
