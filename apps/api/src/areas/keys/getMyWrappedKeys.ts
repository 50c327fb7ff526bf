// GET /keys/sessions/{sessionId}/epochs/{epoch}/wrapped-keys: the keys of an epoch sealed for the caller and for
// the groups they belong to now.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { reader, sessionFor } from './rules.ts'
import type { KeysServices } from './services.ts'

export async function getMyWrappedKeys(
  { request, params }: OperationContext<'getMyWrappedKeys'>,
  services: KeysServices,
): Promise<Reply<'getMyWrappedKeys'>> {
  const account = await reader(request, services)
  const session = await sessionFor(account, params.sessionId as string, services)
  const keys = await services.directory.wrappedKeysFor(
    session.sessionId,
    Number(params.epoch),
    account.user.id,
  )
  return { status: 200, body: keys }
}
