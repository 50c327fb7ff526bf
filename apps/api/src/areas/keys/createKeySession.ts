// POST /keys/sessions: an encryption session created by the caller, with its first epochs and the keys
// the caller sealed for its recipients.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { forbidden } from '../../core/errors.ts'
import { Problems, app, checkKeys, checkRecipients, conflict, writer } from './rules.ts'
import type { KeysServices } from './services.ts'

export async function createKeySession(
  { request, body }: OperationContext<'createKeySession'>,
  services: KeysServices,
): Promise<Reply<'createKeySession'>> {
  const account = await writer(request, services)
  const me = account.user.id
  const { session, keys } = body
  if (session.createdBy !== me) throw forbidden('Le créateur de la session doit être vous')
  const problems = new Problems()
  const epochs = session.epochs.map((e) => e.epoch)
  if (epochs.length === 0) problems.add('body.session.epochs', 'Au moins une époque')
  if (new Set(epochs).size !== epochs.length) problems.add('body.session.epochs', 'Époque en double')
  const groups = await checkRecipients(
    app(account),
    session.recipients,
    'body.session.recipients',
    problems,
    services,
  )
  checkKeys(
    keys,
    { sessionId: session.sessionId, epochs, recipients: session.recipients, groups, sealer: me },
    problems,
  )
  problems.throwIfAny()
  if (!(await services.directory.createSession(app(account), session, keys, services.config.now()))) {
    throw conflict('Cette session de chiffrement existe déjà')
  }
  return { status: 201, body: undefined }
}
