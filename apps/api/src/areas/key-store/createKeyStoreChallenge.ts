// POST /key-store/challenge: sends an 8-character code to the account's email (its phone when it has
// none), to save a backup (`isRegistering`) or to release it.
import { randomUUID } from 'node:crypto'
import { VAULT_CODE_LENGTH } from '@relais/domain'
import type { Channel } from '../../adapters/delivery/port.ts'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError, deliveryUnavailable, tooManyAttempts, tooManyFromAddress } from '../../core/errors.ts'
import { clientAddress } from '../../core/limits/client-address.ts'
import { CHALLENGE_VALIDITY_MS, generateChallenge, hashChallenge, owner } from './challenges.ts'
import type { ChallengePurpose } from './key-store-repository.ts'
import { keyStoreMessage } from './message.ts'
import type { KeyStoreServices } from './services.ts'

export async function createKeyStoreChallenge(
  { request, body, application }: OperationContext<'createKeyStoreChallenge'>,
  services: KeyStoreServices,
): Promise<Reply<'createKeyStoreChallenge'>> {
  const { config, store, rateLimiter, delivery } = services
  const { user } = await owner(request, services)
  const channel: Channel = user.email ? 'email' : 'sms'
  const recipient = user.email ?? user.phone
  // An account registered through Pro Santé Connect holds no proven email or phone until it
  // confirms one: there is nowhere to send the code yet.
  if (!recipient) {
    throw apiError(409, 'CONFLICT', "Confirmez d'abord une adresse email ou un numéro de téléphone")
  }
  if (!delivery.canDeliver(channel)) throw deliveryUnavailable()
  const now = config.now()
  const ip = await rateLimiter.hit(
    'key-store-challenge-ip',
    clientAddress(request, config.trustProxy),
    config.keyStore.challengesPerIp ?? config.rateLimits.codesPerIp,
    now,
  )
  if (!ip.allowed) throw tooManyFromAddress(ip.retryAfterSeconds)
  const perUser = await rateLimiter.hit(
    'key-store-challenge-user',
    user.id,
    config.keyStore.challengesPerUser,
    now,
  )
  if (!perUser.allowed) throw tooManyAttempts(perUser.retryAfterSeconds)

  const purpose: ChallengePurpose = body.isRegistering ? 'register' : 'release'
  const code = generateChallenge()
  const id = randomUUID()
  const expiresAt = new Date(now.getTime() + CHALLENGE_VALIDITY_MS)
  await store.createChallenge({
    id,
    userId: user.id,
    purpose,
    codeHash: hashChallenge(config.keyStore.pepper, user.id, purpose, code),
    createdAt: now,
    expiresAt,
  })
  try {
    await delivery.deliver(keyStoreMessage(application, channel, recipient, code))
  } catch (error) {
    await store.removeChallenge(id)
    request.log(['warn', 'delivery'], { err: error instanceof Error ? error.name : 'unknown', channel })
    throw deliveryUnavailable()
  }
  return {
    status: 202,
    body: { channel, expiresAt: expiresAt.toISOString(), codeLength: VAULT_CODE_LENGTH as 8 },
  }
}
