// POST /keys/groups/{groupId}/renewals: a member renews the group's key, removing members at the same time;
// the removed lose every share at once.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { Problems, checkShares, conflict, groupAsMember, requireSharesOf, writer } from './rules.ts'
import type { KeysServices } from './services.ts'

export async function renewKeyGroup(
  { request, params, body }: OperationContext<'renewKeyGroup'>,
  services: KeysServices,
): Promise<Reply<'renewKeyGroup'>> {
  const account = await writer(request, services)
  const group = await groupAsMember(account, params.groupId as string, services)
  if (body.keyVersion !== group.keyVersion + 1) throw conflict('La clé du groupe a déjà été renouvelée')
  const removed = body.removedMembers.filter((id) => group.members.includes(id))
  const remaining = group.members.filter((id) => !removed.includes(id))
  const problems = new Problems()
  if (remaining.length === 0) problems.add('body.removedMembers', 'Un groupe garde au moins un membre')
  checkShares(
    body.shares,
    { groupId: group.id, memberIds: remaining, maxVersion: body.keyVersion, sealer: account.user.id },
    problems,
  )
  if (body.shares.some((s) => s.keyVersion !== body.keyVersion)) {
    problems.add('body.shares', 'Les parts sont celles de la nouvelle version')
  }
  requireSharesOf(body.shares, remaining, body.keyVersion, problems)
  problems.throwIfAny()
  const renewed = await services.directory.renewKey(
    group.id,
    {
      removedMembers: removed,
      keyVersion: body.keyVersion,
      publicKey: body.publicKey,
      shares: body.shares,
    },
    services.config.now(),
  )
  if (!renewed) throw conflict('La clé du groupe a déjà été renouvelée')
  return { status: 204, body: undefined }
}
