// GET /organization/{organizationId}/external-practitioners: 'Praticiens externes' — those who accepted
// the structure's invitation, for its members, and for its managers the invitations not answered yet.
import type { components } from '@relais/api-client/schema'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import type { ExternalPractitionerRecord } from './external-practitioners-repository.ts'
import type { OrganizationsServices } from './services.ts'

type ExternalPractitioner = components['schemas']['ExternalPractitioner']
type UserType = ExternalPractitioner['userType']

function externalPractitioner(record: ExternalPractitionerRecord): ExternalPractitioner {
  const telecom: ExternalPractitioner['telecom'] = []
  if (record.email) telecom.push({ system: 'EMAIL', value: record.email })
  if (record.phone) telecom.push({ system: 'PHONE', value: record.phone })
  return {
    userId: record.userId,
    userType: record.userType as UserType,
    name: {
      given: record.givenName,
      family: record.familyName,
      text: `${record.givenName} ${record.familyName}`.trim(),
    },
    qualifications: record.qualifications,
    telecom,
    accessPolicyId: record.accessPolicyId,
    since: record.since.toISOString(),
  }
}

export async function listOrganizationExternalPractitioners(
  { request, params, application }: OperationContext<'listOrganizationExternalPractitioners'>,
  { accounts, organizations, externalPractitioners }: OrganizationsServices,
): Promise<Reply<'listOrganizationExternalPractitioners'>> {
  const { user } = await accounts.account(request)
  const organizationId = params.organizationId as string
  // Not a member (or another application's organization): as if it did not exist.
  if (!(await organizations.isMember(application, organizationId, user.id))) {
    throw notFound('Structure introuvable')
  }
  const practitioners = (await externalPractitioners.accepted(application, organizationId)).map(
    externalPractitioner,
  )
  // Whom the structure invited is its managers' business only, as for its team.
  const manages = await organizations.managedBy(application, organizationId, user.id)
  const invitations = manages
    ? (await externalPractitioners.invited(application, organizationId)).map((record) => ({
        accessPolicyId: record.accessPolicyId,
        invitee: { ...record.invitee, userType: record.invitee.userType as UserType },
        invitedAt: record.invitedAt.toISOString(),
      }))
    : []
  return { status: 200, body: { practitioners, invitations } }
}
