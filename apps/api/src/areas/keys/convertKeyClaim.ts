// POST /keys/claims/{claimId}/conversion: the user a claim was made for becomes a recipient of its
// session, with the keys they sealed for themselves from the claim's, and the claim is deleted.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import type { KeyRecipient } from './key-directory-repository.ts'
import { Problems, app, checkKeys, writer } from './rules.ts'
import type { KeysServices } from './services.ts'

const claimNotFound = () => notFound('Demande de partage introuvable')

export async function convertKeyClaim(
  { request, params, body }: OperationContext<'convertKeyClaim'>,
  services: KeysServices,
): Promise<Reply<'convertKeyClaim'>> {
  const { directory, config } = services
  const account = await writer(request, services)
  const me = account.user.id
  const [claim] = await directory.claimsFor(app(account), me, params.claimId as string)
  if (!claim) throw claimNotFound()
  const session = await directory.findSession(claim.sessionId)
  if (!session) throw claimNotFound()
  const recipient: KeyRecipient = { kind: 'user', id: me }
  // The claim's epochs as far as its session still has them: a key for any other would open nothing.
  const epochs = claim.keys.map((k) => k.epoch).filter((e) => session.epochs.some((x) => x.epoch === e))
  const problems = new Problems()
  checkKeys(
    body.keys,
    { sessionId: session.sessionId, epochs, recipients: [recipient], groups: new Map(), sealer: me },
    problems,
  )
  if (epochs.some((e) => body.keys.filter((k) => k.epoch === e).length !== 1)) {
    problems.add('body.keys', 'Une clé par époque de la demande')
  }
  problems.throwIfAny()
  if (!(await directory.convertClaim(claim.claimId, session, recipient, body.keys, config.now()))) {
    throw claimNotFound()
  }
  return { status: 204, body: undefined }
}
