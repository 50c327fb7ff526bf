// POST /practitioner/{practitionerId}/schedule/access: 'Demander l'accès'. A pending calendar request
// from the caller, or from a structure they belong to, which the practitioner answers from the
// notification it sends them or in 'Mes données'. Where something was already asked the 409 says what
// stands in the way, so that the dialog can tell the caller why nothing was sent; a refusal stays one
// (a request cannot be pressed again on a practitioner who said no).
import type { components } from '@relais/api-client/schema'
import { SCHEDULE_ACCESS_MESSAGES } from '@relais/domain'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError, ruleBroken } from '../../core/errors.ts'
import type { AccessPolicy, Grantee } from '../access-policies/index.ts'
import { calendarRequest, latestCalendarPolicy } from './calendar-requests.ts'
import type { SchedulesServices } from './services.ts'

type CalendarAccessRequest = components['schemas']['CalendarAccessRequest']

const OWN_CALENDAR = "Vous ne pouvez pas demander l'accès à votre propre agenda"

/** The 409 for what already stands between them; pending when a racing request left nothing to read. */
const alreadyAsked = (standing: AccessPolicy | undefined) =>
  apiError(409, 'CONFLICT', SCHEDULE_ACCESS_MESSAGES[standing?.status ?? 'PENDING'])

/** How the practitioner is told who asks: 'Dr Julien Moreau', 'La structure Maternité des Lilas'. */
function requesterName(policy: AccessPolicy, grantee: Grantee): string {
  if (grantee.organizationId) return `La structure ${policy.grantee.name}`
  return policy.grantee.type === 'doctor' ? `Dr ${policy.grantee.name}` : policy.grantee.name
}

export async function requestCalendarAccess(
  { request, params, body, application }: OperationContext<'requestCalendarAccess'>,
  services: SchedulesServices,
): Promise<Reply<'requestCalendarAccess'>> {
  const { config, policies, notifications } = services
  // The body is optional in the contract, which the handlers' types do not carry: absent, it is null.
  const { organizationId } = (body as CalendarAccessRequest | null | undefined) ?? {}
  const asked = await calendarRequest(
    request,
    application,
    params.practitionerId as string,
    organizationId,
    services,
  )
  const { user, practitioner, grantee } = asked
  if (practitioner.id === user.id) {
    throw ruleBroken([{ field: 'path.practitionerId', message: OWN_CALENDAR }])
  }
  const standing = await latestCalendarPolicy(services, application, asked)
  if (standing) throw alreadyAsked(standing)

  const policy = await policies.create({
    application,
    resource: 'practitioner_calendar',
    holderUserId: practitioner.id,
    resourceId: practitioner.id,
    grantee,
    requestedBy: user.id,
    status: 'PENDING',
    now: config.now(),
  })
  // Two requests raced: the unique index of live policies let one through.
  if (!policy) throw alreadyAsked(await latestCalendarPolicy(services, application, asked))
  try {
    await notifications.send({
      application,
      userId: practitioner.id,
      template: 'access-request',
      content: `${requesterName(policy, grantee)} demande l'accès à votre agenda`,
      payload: { accessPolicyId: policy.id },
    })
  } catch (error) {
    // The request stands: the practitioner also finds it in 'Mes données'.
    request.log(['warn', 'notification'], { err: error instanceof Error ? error.name : 'unknown' })
  }
  return { status: 201, body: policy }
}
