// The application server's side of a Seald deployment (packages/vault's SealdAppServer, over HTTP).
// Seald decides who reads what; this area keeps what takes the application's secrets or records.
//
// Rules (the authorization matrix holds every operation to them):
// - Without a Seald configuration (the embedded vault) every operation answers 404.
// - Every operation needs a signed-in account; user ids are accounts of the caller's application, and
//   groups belong to the application that registered them (anything else is a 404).
// - What touches the caller's identity or secrets — a signup JWT, the SSKS session and its challenge,
//   the two-man rule's key, the SDK database's key, recording the identity — is the caller's own: never
//   an administrator impersonating them (403), never for another user id (403).
// - A signup JWT only while no identity is recorded for the caller (409): one Seald identity per user.
// - Anyone of the application reads the Seald id of a user and the owners of Seald ids (they are what
//   one encrypts for and lists a group's members with), and a group's id by its name and back.
// - Group names are first come, first served, except those that stand for someone (packages/domain's
//   reserved group names): `medical-file:{id}` by that patient, `organization:{id}` by a member of that
//   structure (403), as the key directory has it.
import type { Request } from '@hapi/hapi'
import { reservedGroupName } from '@relais/domain'
import { noImpersonation } from '../../core/access/access.ts'
import type { CurrentAccount } from '../../core/accounts/current-account.ts'
import type { Application } from '../../core/config.ts'
import { apiError, forbidden, notFound } from '../../core/errors.ts'
import type { SealdDeployment, SealdServices } from './services.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const conflict = (message: string) => apiError(409, 'CONFLICT', message)
export const notTheCaller = () => forbidden('Réservé à votre propre compte')
export const groupNotFound = () => notFound('Groupe introuvable')

/** The Seald deployment; 404 where the embedded vault is in use. */
export function deploymentOf({ deployment }: SealdServices): SealdDeployment {
  if (!deployment) throw notFound("Le chiffrement par Seald n'est pas activé sur ce service")
  return deployment
}

/** The caller's account, to read what the application shares (an administrator acting through it too). */
export const reader = (request: Request, { accounts }: SealdServices) => accounts.account(request)

/** The caller's own account: never an administrator acting through it. */
export async function owner(request: Request, { accounts }: SealdServices): Promise<CurrentAccount> {
  const account = await accounts.account(request)
  if (account.impersonation) throw noImpersonation()
  return account
}

export const app = (account: CurrentAccount) => account.user.application as Application

/** Whether the caller may bind that name to a group (see the reserved names in the rules above). */
export async function mayTakeName(
  account: CurrentAccount,
  name: string,
  { organizations }: SealdServices,
): Promise<boolean> {
  const reserved = reservedGroupName(name)
  if (!reserved) return true
  if (reserved.kind === 'medicalFile') return reserved.patientId === account.user.id
  // Organizations are identified by UUIDs: anything else names no structure (and no SQL cast error).
  if (!UUID.test(reserved.organizationId)) return false
  return organizations.isMember(app(account), reserved.organizationId, account.user.id)
}
