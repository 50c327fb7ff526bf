// GET /keys/claims: the claims made for the caller and not converted yet, oldest first; never to an
// administrator acting through the account (with the key store's keys, they open the sessions).
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { app, writer } from './rules.ts'
import type { KeysServices } from './services.ts'

export async function listMyKeyClaims(
  { request }: OperationContext<'listMyKeyClaims'>,
  services: KeysServices,
): Promise<Reply<'listMyKeyClaims'>> {
  const account = await writer(request, services)
  const claims = await services.directory.claimsFor(app(account), account.user.id)
  return { status: 200, body: { claims } }
}
