// DELETE /organization/{organizationId}/external-practitioners/{practitionerId}: 'Retirer'. A manager
// answers for the structure's account that holds the policy: an accepted one is revoked, an invitation
// not answered yet withdrawn. The access policies keep the decision, naming the manager who took it.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import { EXTERNAL_PRACTITIONERS } from './external-practitioners-repository.ts'
import type { OrganizationsServices } from './services.ts'

const NOT_EXTERNAL = 'Praticien externe introuvable'

export async function removeExternalPractitioner(
  { request, params, application }: OperationContext<'removeExternalPractitioner'>,
  { config, accounts, organizations, policies }: OrganizationsServices,
): Promise<Reply<'removeExternalPractitioner'>> {
  const { user } = await accounts.account(request)
  const organization = await organizations.managedBy(application, params.organizationId as string, user.id)
  if (!organization) throw notFound('Structure introuvable')
  const live = await policies.livePolicy(EXTERNAL_PRACTITIONERS, organization.id, {
    userId: params.practitionerId as string,
  })
  if (!live || live.status === 'PENDING') throw notFound(NOT_EXTERNAL)
  const result = await policies.answer(
    application,
    live.id,
    user.id,
    live.status === 'ACCEPTED' ? 'revoke' : 'reject',
    config.now(),
    { forHolder: live.holder.id },
  )
  // Answered meanwhile (declined, or removed by another manager): nothing left to remove.
  if (result === undefined || result === 'conflict') throw notFound(NOT_EXTERNAL)
  return { status: 200, body: result }
}
