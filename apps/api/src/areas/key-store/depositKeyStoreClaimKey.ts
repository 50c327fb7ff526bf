// POST /key-store/claim-keys: keeps a claim's over-encryption key for a user of the caller's application
// until that user proves their email or phone (saving or releasing their backup). A claim gives the user
// access, never the depositor: any account may deposit, within a rate limit.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError, notFound, tooManyAttempts } from '../../core/errors.ts'
import { owner } from './challenges.ts'
import type { KeyStoreServices } from './services.ts'

/** Deposits per depositor within the rate limiter's window (15 minutes): sharing in bulk, not flooding. */
const CLAIM_KEY_DEPOSITS_PER_WINDOW = 100

export async function depositKeyStoreClaimKey(
  { request, body }: OperationContext<'depositKeyStoreClaimKey'>,
  services: KeyStoreServices,
): Promise<Reply<'depositKeyStoreClaimKey'>> {
  const { config, accounts, store, rateLimiter } = services
  const { user } = await owner(request, services)
  const now = config.now()
  const limit = await rateLimiter.hit('claim-key-deposit', user.id, CLAIM_KEY_DEPOSITS_PER_WINDOW, now)
  if (!limit.allowed) throw tooManyAttempts(limit.retryAfterSeconds)
  // Embedded, the key store reads the users through the API's account store; an unknown user and a
  // user of another application get the same answer.
  const target = await accounts.store.findById(body.userId)
  if (!target || target.application !== user.application) throw notFound('Utilisateur introuvable')
  const deposit = {
    claimId: body.claimId,
    userId: target.id,
    depositorId: user.id,
    overEncryptionKey: body.overEncryptionKey,
  }
  if (!(await store.depositClaimKey(deposit, now))) {
    throw apiError(409, 'CONFLICT', 'Cette clé de demande existe déjà')
  }
  return { status: 201, body: undefined }
}
