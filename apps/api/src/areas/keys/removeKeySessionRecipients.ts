// POST /keys/sessions/{sessionId}/revocations: revokes recipients of a session (the next epoch is not
// sealed for them).
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { sessionFor, writer } from './rules.ts'
import type { KeysServices } from './services.ts'

export async function removeKeySessionRecipients(
  { request, params, body }: OperationContext<'removeKeySessionRecipients'>,
  services: KeysServices,
): Promise<Reply<'removeKeySessionRecipients'>> {
  const account = await writer(request, services)
  const session = await sessionFor(account, params.sessionId as string, services)
  await services.directory.removeRecipients(session.sessionId, body.recipients)
  return { status: 204, body: undefined }
}
