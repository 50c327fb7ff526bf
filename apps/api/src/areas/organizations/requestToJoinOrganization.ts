// POST /organization/{organizationId}/request-to-join: a practitioner asks to join a structure's team
// ('Rejoindre une structure', or the answer to an invitation). The request is an access policy on the
// structure held by its manager, who answers it as any other (approving makes the caller a member, in
// the access-policies area); the manager is notified. One live request per practitioner and structure.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError, notFound, tooManyAttempts } from '../../core/errors.ts'
import type { AccessPolicy } from '../access-policies/index.ts'
import type { OrganizationsServices } from './services.ts'

/** Requests per practitioner and rate-limit window (15 minutes): a few structures, not every one. */
export const JOIN_REQUESTS_PER_WINDOW = 20

const ALREADY_MEMBER = 'Vous faites déjà partie de cette structure'

/** The 409 for a caller whose request waits for the manager, or was accepted. */
function alreadyAsked(live: AccessPolicy | undefined) {
  return apiError(
    409,
    'CONFLICT',
    live?.status === 'ACCEPTED' ? ALREADY_MEMBER : 'Votre demande est déjà en attente',
  )
}

export async function requestToJoinOrganization(
  { request, params, application }: OperationContext<'requestToJoinOrganization'>,
  { config, accounts, organizations, policies, rateLimiter, notifications }: OrganizationsServices,
): Promise<Reply<'requestToJoinOrganization'>> {
  const { user } = await accounts.account(request)
  // A pending structure, or one without a manager to answer, is nobody's to join yet.
  const organization = await organizations.findJoinable(application, params.organizationId as string)
  if (!organization) throw notFound('Structure introuvable')
  if (await organizations.isMember(application, organization.id, user.id)) {
    throw apiError(409, 'CONFLICT', ALREADY_MEMBER)
  }
  const now = config.now()
  const hit = await rateLimiter.hit('organization-join-request', user.id, JOIN_REQUESTS_PER_WINDOW, now)
  if (!hit.allowed) throw tooManyAttempts(hit.retryAfterSeconds)

  const grantee = { userId: user.id }
  const policy = await policies.create({
    application,
    resource: 'organization',
    holderUserId: organization.managerUserId,
    resourceId: organization.id,
    grantee,
    requestedBy: user.id,
    status: 'PENDING',
    now,
  })
  // A live policy already there (or a racing request): the unique index of live policies refused it.
  if (!policy) throw alreadyAsked(await policies.livePolicy('organization', organization.id, grantee))
  const name = `${user.profile?.givenName ?? ''} ${user.profile?.familyName ?? ''}`.trim()
  const requester = user.userType === 'doctor' ? `Dr ${name}` : name
  try {
    await notifications.send({
      application,
      userId: organization.managerUserId,
      template: 'access-request',
      content: `${requester} demande à rejoindre ${organization.name}.`,
      payload: { accessPolicyId: policy.id },
    })
  } catch (error) {
    // The request stands: the manager also finds it among those waiting for their answer.
    request.log(['warn', 'notification'], { err: error instanceof Error ? error.name : 'unknown' })
  }
  return { status: 201, body: policy }
}
