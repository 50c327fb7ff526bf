// GET /keys/groups?name=: a group by its name in the application, as getKeyGroup shows it.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { app, groupBody, groupNotFound, reader } from './rules.ts'
import type { KeysServices } from './services.ts'

export async function findKeyGroupByName(
  { request, query }: OperationContext<'findKeyGroupByName'>,
  services: KeysServices,
): Promise<Reply<'findKeyGroupByName'>> {
  const account = await reader(request, services)
  const group = await services.directory.findGroup(app(account), { name: query.name })
  if (!group) throw groupNotFound()
  return { status: 200, body: groupBody(group, account.user.id) }
}
