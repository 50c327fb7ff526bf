// POST /keys/sessions/{sessionId}/epochs: the next epoch of a session, with its keys sealed by the caller
// for the current recipients.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { Problems, app, checkKeys, conflict, groupsOf, sessionFor, writer } from './rules.ts'
import type { KeysServices } from './services.ts'

export async function addKeySessionEpoch(
  { request, params, body }: OperationContext<'addKeySessionEpoch'>,
  services: KeysServices,
): Promise<Reply<'addKeySessionEpoch'>> {
  const account = await writer(request, services)
  const session = await sessionFor(account, params.sessionId as string, services)
  const latest = session.epochs[session.epochs.length - 1]?.epoch ?? -1
  if (body.epoch.epoch <= latest) throw conflict('Cette époque de clé existe déjà')
  const problems = new Problems()
  if (body.epoch.epoch !== latest + 1) problems.add('body.epoch.epoch', `Époque attendue : ${latest + 1}`)
  const groups = await groupsOf(app(account), session.recipients, services)
  checkKeys(
    body.keys,
    {
      sessionId: session.sessionId,
      epochs: [body.epoch.epoch],
      recipients: session.recipients,
      groups,
      sealer: account.user.id,
    },
    problems,
  )
  problems.throwIfAny()
  if (!(await services.directory.addEpoch(session.sessionId, body.epoch, body.keys, services.config.now()))) {
    throw conflict('Cette époque de clé existe déjà')
  }
  return { status: 201, body: undefined }
}
