// GET /seald/groups?name=: the Seald group bound to that name in the caller's application.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { app, deploymentOf, groupNotFound, reader } from './rules.ts'
import type { SealdServices } from './services.ts'

export async function findSealdGroupByName(
  { request, query }: OperationContext<'findSealdGroupByName'>,
  services: SealdServices,
): Promise<Reply<'findSealdGroupByName'>> {
  deploymentOf(services)
  const account = await reader(request, services)
  const group = await services.repository.groupByName(app(account), query.name)
  if (!group) throw groupNotFound()
  return { status: 200, body: group }
}
