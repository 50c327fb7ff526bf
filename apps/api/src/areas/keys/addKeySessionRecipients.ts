// POST /keys/sessions/{sessionId}/recipients: new recipients of a session, with the keys the caller
// sealed for them.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { Problems, app, checkKeys, checkRecipients, sameRecipient, sessionFor, writer } from './rules.ts'
import type { KeysServices } from './services.ts'

export async function addKeySessionRecipients(
  { request, params, body }: OperationContext<'addKeySessionRecipients'>,
  services: KeysServices,
): Promise<Reply<'addKeySessionRecipients'>> {
  const account = await writer(request, services)
  const session = await sessionFor(account, params.sessionId as string, services)
  const problems = new Problems()
  const groups = await checkRecipients(app(account), body.recipients, 'body.recipients', problems, services)
  checkKeys(
    body.keys,
    {
      sessionId: session.sessionId,
      epochs: session.epochs.map((e) => e.epoch),
      recipients: body.recipients,
      groups,
      sealer: account.user.id,
    },
    problems,
  )
  problems.throwIfAny()
  const fresh = body.recipients.filter((r) => !session.recipients.some((x) => sameRecipient(x, r)))
  const keys = body.keys.filter((k) => fresh.some((r) => sameRecipient(r, k.sealedFor)))
  await services.directory.addRecipients(session, fresh, keys, services.config.now())
  return { status: 204, body: undefined }
}
