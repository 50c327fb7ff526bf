// How administration describes what it acts on: the contract's PendingAccount and Administrator, and
// the administrator acting (administrator operations refuse impersonating sessions).
import type { components } from '@relais/api-client/schema'
import { usernameOf, type CurrentAccount } from '../../core/accounts/current-account.ts'
import type { Administrator } from './administrators-repository.ts'
import type { PendingAccountRecord } from './pending-accounts-repository.ts'

type PendingAccount = components['schemas']['PendingAccount']

export function toPendingAccount(
  record: PendingAccountRecord,
  identifiers: NonNullable<PendingAccount['identifiers']>,
): PendingAccount {
  const personName = `${record.givenName ?? ''} ${record.familyName ?? ''}`.trim()
  const address = record.organizationAddress ?? record.userAddress?.[0]
  const out: PendingAccount = {
    userId: record.userId,
    userType: record.userType as PendingAccount['userType'],
    name: record.organizationName ?? personName,
    identifiers,
    createdAt: new Date(record.createdAt).toISOString(),
  }
  if (record.organizationId) out.organizationId = record.organizationId
  // A structure's account is its manager's: the person who answers for the structure.
  if (record.organizationName && personName) out.responsible = { name: personName }
  if (record.email) out.email = record.email
  if (record.phone) out.phone = record.phone
  if (address) out.address = address
  return out
}

export function toAdministrator(admin: Administrator): components['schemas']['Administrator'] {
  return { ...admin, grantedAt: admin.grantedAt.toISOString() }
}

/** The administrator acting. */
export const actorOf = (account: CurrentAccount) => ({
  id: account.user.id,
  username: usernameOf(account.user),
})
