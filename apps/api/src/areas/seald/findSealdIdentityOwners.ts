// POST /seald/identity-owners: the users of the caller's application behind Seald ids (a group's members
// as Seald lists them); ids that are no user of the application are left out.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { app, deploymentOf, reader } from './rules.ts'
import type { SealdServices } from './services.ts'

export async function findSealdIdentityOwners(
  { request, body }: OperationContext<'findSealdIdentityOwners'>,
  services: SealdServices,
): Promise<Reply<'findSealdIdentityOwners'>> {
  deploymentOf(services)
  const account = await reader(request, services)
  const owners = await services.repository.ownersOf(app(account), body.sealdIds)
  return { status: 200, body: { owners } }
}
