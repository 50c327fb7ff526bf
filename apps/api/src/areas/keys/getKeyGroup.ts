// GET /keys/groups/{groupId}: a group's public keys and versions, and its members for members only.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { app, groupBody, groupNotFound, reader } from './rules.ts'
import type { KeysServices } from './services.ts'

export async function getKeyGroup(
  { request, params }: OperationContext<'getKeyGroup'>,
  services: KeysServices,
): Promise<Reply<'getKeyGroup'>> {
  const account = await reader(request, services)
  const group = await services.directory.findGroup(app(account), { id: params.groupId as string })
  if (!group) throw groupNotFound()
  return { status: 200, body: groupBody(group, account.user.id) }
}
