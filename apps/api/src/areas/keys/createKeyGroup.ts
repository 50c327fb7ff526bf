// POST /keys/groups: a group created by one of its members, at key version 1, with every member's share.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import {
  Problems,
  app,
  checkShares,
  conflict,
  mayTakeName,
  requireSharesOf,
  reservedName,
  writer,
} from './rules.ts'
import type { KeysServices } from './services.ts'

export async function createKeyGroup(
  { request, body }: OperationContext<'createKeyGroup'>,
  services: KeysServices,
): Promise<Reply<'createKeyGroup'>> {
  const account = await writer(request, services)
  const me = account.user.id
  const { group, shares } = body
  const members = group.members ?? []
  if (!(await mayTakeName(account, group.name, services))) throw reservedName()
  const problems = new Problems()
  if (!members.includes(me)) problems.add('body.group.members', 'Vous devez être membre du groupe')
  if (new Set(members).size !== members.length) problems.add('body.group.members', 'Membre en double')
  const known = await services.directory.existingUsers(app(account), members)
  if (members.some((id) => !known.has(id))) problems.add('body.group.members', 'Utilisateur inconnu')
  if (group.keyVersion !== 1)
    problems.add('body.group.keyVersion', 'Un nouveau groupe commence à la version 1')
  const versions = Object.keys(group.publicKeys)
  if (versions.length !== 1 || versions[0] !== String(group.keyVersion)) {
    problems.add('body.group.publicKeys', 'Une clé publique, celle de la version du groupe')
  }
  checkShares(
    shares,
    { groupId: group.groupId, memberIds: members, maxVersion: group.keyVersion, sealer: me },
    problems,
  )
  requireSharesOf(shares, members, group.keyVersion, problems)
  problems.throwIfAny()
  const created = await services.directory.createGroup(
    app(account),
    { ...group, members },
    me,
    shares,
    services.config.now(),
  )
  if (!created) throw conflict('Un groupe de ce nom existe déjà')
  return { status: 201, body: undefined }
}
