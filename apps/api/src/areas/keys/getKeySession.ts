// GET /keys/sessions/{sessionId}: a session, for its current recipients only (404 for anyone else).
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { reader, sessionFor } from './rules.ts'
import type { KeysServices } from './services.ts'

export async function getKeySession(
  { request, params }: OperationContext<'getKeySession'>,
  services: KeysServices,
): Promise<Reply<'getKeySession'>> {
  const account = await reader(request, services)
  return { status: 200, body: await sessionFor(account, params.sessionId as string, services) }
}
