// GET /seald/groups/{groupId}: the name bound to a Seald group in the caller's application.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { app, deploymentOf, groupNotFound, reader } from './rules.ts'
import type { SealdServices } from './services.ts'

export async function getSealdGroup(
  { request, params }: OperationContext<'getSealdGroup'>,
  services: SealdServices,
): Promise<Reply<'getSealdGroup'>> {
  deploymentOf(services)
  const account = await reader(request, services)
  const group = await services.repository.groupById(app(account), params.groupId as string)
  if (!group) throw groupNotFound()
  return { status: 200, body: group }
}
