// Whose patient list a call names (/{practitionerType}/{practitionerId}/…), and whether the caller may
// act on it: a practitioner's own list (the id is the caller's, of the caller's type) or the list of a
// structure the caller belongs to. Anyone else gets 404, as for a list that does not exist, so that the
// answer tells nothing of other people's lists.
import type { Request } from '@hapi/hapi'
import type { CurrentAccount } from '../../core/accounts/current-account.ts'
import { notFound } from '../../core/errors.ts'
import type { Grantee } from '../access-policies/index.ts'
import type { PatientsServices } from './services.ts'

interface ListOwner {
  account: CurrentAccount
  /** Who gains the access the list's requests ask for: the practitioner, or the structure. */
  grantee: Grantee
  /** How the patient is told who asks: 'Dr Julien Moreau', 'La structure Maternité des Lilas'. */
  requester: string
}

const PRACTITIONER_TYPES = ['doctor', 'assistant', 'midwife'] as const

export async function listOwner(
  request: Request,
  params: Record<string, string>,
  application: string,
  { accounts, patients }: PatientsServices,
): Promise<ListOwner> {
  const account = await accounts.account(request)
  const { user } = account
  const type = params.practitionerType as string
  const id = params.practitionerId as string
  if (type === 'organization') {
    const name = await patients.structureName(application, id, user.id)
    if (name === undefined) throw notFound('Liste de patients introuvable')
    return { account, grantee: { organizationId: id }, requester: `La structure ${name}` }
  }
  const own = (PRACTITIONER_TYPES as readonly string[]).includes(type) && type === user.userType
  if (!own || id !== user.id) throw notFound('Liste de patients introuvable')
  const name = `${user.profile?.givenName ?? ''} ${user.profile?.familyName ?? ''}`.trim()
  return { account, grantee: { userId: user.id }, requester: type === 'doctor' ? `Dr ${name}` : name }
}
