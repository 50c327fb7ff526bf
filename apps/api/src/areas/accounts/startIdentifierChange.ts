// POST /user/current/identifier-changes: sends a code to a new email or phone of the account; it
// replaces the account's only once that code is typed (confirmIdentifierChange).
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { validationFailed } from '../../core/errors.ts'
import { normaliseIdentifier } from '../../core/identifiers.ts'
import { conflictOrTooMany, hasConflict } from './conflicts.ts'
import type { AccountsServices } from './services.ts'

export async function startIdentifierChange(
  { request, body, application }: OperationContext<'startIdentifierChange'>,
  services: AccountsServices,
): Promise<Reply<'startIdentifierChange'>> {
  const { accounts, users, identifierChanges } = services
  const account = await accounts.account(request)
  const result = normaliseIdentifier(body.type, body.value)
  const field = body.type === 'email' ? 'body.email' : 'body.phoneNumber'
  if (!result.ok) throw validationFailed([{ field, message: result.message }])
  const current = body.type === 'email' ? account.user.email : account.user.phone
  if (result.value === current) {
    throw validationFailed([
      {
        field,
        message: body.type === 'email' ? 'Cette adresse est déjà la vôtre' : 'Ce numéro est déjà le vôtre',
      },
    ])
  }
  const conflicts = await users.findConflicts({
    application,
    ...(body.type === 'email' ? { email: result.value } : { phone: result.value }),
    exceptUserId: account.user.id,
  })
  if (hasConflict(conflicts)) {
    await conflictOrTooMany(
      request,
      conflicts,
      { emailExists: 'body.email', phoneExists: 'body.phoneNumber', nirExists: 'body.nir' },
      services,
    )
  }
  const change = await identifierChanges.start(request, account.user, body.type, result.value)
  return { status: 202, body: change }
}
