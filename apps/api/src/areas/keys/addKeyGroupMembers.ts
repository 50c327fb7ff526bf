// POST /keys/groups/{groupId}/members: a member adds others, with their shares of the current key.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError } from '../../core/errors.ts'
import { Problems, app, checkShares, groupAsMember, requireSharesOf, writer } from './rules.ts'
import type { KeysServices } from './services.ts'

export async function addKeyGroupMembers(
  { request, params, body }: OperationContext<'addKeyGroupMembers'>,
  services: KeysServices,
): Promise<Reply<'addKeyGroupMembers'>> {
  const account = await writer(request, services)
  const group = await groupAsMember(account, params.groupId as string, services)
  const fresh = [...new Set(body.memberIds)].filter((id) => !group.members.includes(id))
  if (fresh.length === 0) {
    throw apiError(409, 'ADD_MEMBERS_ALREADY_IN_GROUP', 'ADD_MEMBERS_ALREADY_IN_GROUP')
  }
  const problems = new Problems()
  const known = await services.directory.existingUsers(app(account), fresh)
  if (fresh.some((id) => !known.has(id))) problems.add('body.memberIds', 'Utilisateur inconnu')
  // Shares for people who are members already (added meanwhile) are left out, as the port says.
  const shares = body.shares.filter((s) => !group.members.includes(s.memberId))
  checkShares(
    shares,
    { groupId: group.id, memberIds: fresh, maxVersion: group.keyVersion, sealer: account.user.id },
    problems,
  )
  requireSharesOf(shares, fresh, group.keyVersion, problems)
  problems.throwIfAny()
  await services.directory.addMembers(group.id, fresh, shares, services.config.now())
  return { status: 204, body: undefined }
}
