// POST /keys/sessions/{sessionId}/claims: shares a session with a user who has no keys yet: the epochs'
// content keys under an over-encryption key the caller deposits in the key store for that user.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import { Problems, app, conflict, sessionFor, writer } from './rules.ts'
import type { KeysServices } from './services.ts'

export async function addKeySessionClaim(
  { request, params, body }: OperationContext<'addKeySessionClaim'>,
  services: KeysServices,
): Promise<Reply<'addKeySessionClaim'>> {
  const account = await writer(request, services)
  const session = await sessionFor(account, params.sessionId as string, services)
  // The same answer for an unknown user and a user of another application.
  const known = await services.directory.existingUsers(app(account), [body.forUserId])
  if (!known.has(body.forUserId)) throw notFound('Utilisateur introuvable')
  const problems = new Problems()
  const epochs = session.epochs.map((e) => e.epoch)
  const seen = new Set<number>()
  body.keys.forEach((key, i) => {
    if (!epochs.includes(key.epoch)) problems.add(`body.keys.${i}.epoch`, 'Époque inconnue')
    else if (seen.has(key.epoch)) problems.add(`body.keys.${i}.epoch`, 'Époque en double')
    seen.add(key.epoch)
  })
  problems.throwIfAny()
  const claim = {
    claimId: body.claimId,
    sessionId: session.sessionId,
    forUserId: body.forUserId,
    createdBy: account.user.id,
    keys: body.keys,
  }
  if (!(await services.directory.createClaim(app(account), claim, services.config.now()))) {
    throw conflict('Cette demande de partage existe déjà')
  }
  return { status: 201, body: undefined }
}
