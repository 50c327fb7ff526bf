// GET /keys/identities/{userId}: a public identity of the application, readable by any of its accounts.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import { app, reader } from './rules.ts'
import type { KeysServices } from './services.ts'

export async function getKeyIdentity(
  { request, params }: OperationContext<'getKeyIdentity'>,
  services: KeysServices,
): Promise<Reply<'getKeyIdentity'>> {
  const account = await reader(request, services)
  const identity = await services.directory.findIdentity(app(account), params.userId as string)
  if (!identity) throw notFound('Could not find this identity')
  return { status: 200, body: identity }
}
