// GET /keys/groups/{groupId}/versions/{keyVersion}/shares/{memberId}: a member reads their own share of a version.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { forbidden, notFound } from '../../core/errors.ts'
import { app, groupNotFound, reader } from './rules.ts'
import type { KeysServices } from './services.ts'

export async function getMyKeyGroupShare(
  { request, params }: OperationContext<'getMyKeyGroupShare'>,
  services: KeysServices,
): Promise<Reply<'getMyKeyGroupShare'>> {
  const account = await reader(request, services)
  if (params.memberId !== account.user.id) throw forbidden('Vous ne lisez que vos propres parts')
  const group = await services.directory.findGroup(app(account), { id: params.groupId as string })
  if (!group || !group.members.includes(account.user.id)) throw groupNotFound()
  const share = await services.directory.findShare(group.id, Number(params.keyVersion), account.user.id)
  if (!share) throw notFound('Aucune part de cette version pour vous')
  return { status: 200, body: share }
}
