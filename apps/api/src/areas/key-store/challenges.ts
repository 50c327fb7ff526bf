// The key store's 8-character codes: made, hashed with the key store's pepper and bound to their purpose
// (saving or releasing a backup), and checked — at most 5 guesses per code, and per client address
// within the rate-limit window.
import { createHmac, randomInt } from 'node:crypto'
import type { Request } from '@hapi/hapi'
import { VAULT_CODE_LENGTH } from '@relais/domain'
import { noImpersonation } from '../../core/access/access.ts'
import type { CurrentAccount } from '../../core/accounts/current-account.ts'
import { sameHash } from '../../core/codes/secrets.ts'
import { apiError, tooManyAttempts, tooManyFromAddress } from '../../core/errors.ts'
import { clientAddress } from '../../core/limits/client-address.ts'
import type { ChallengePurpose } from './key-store-repository.ts'
import type { KeyStoreServices } from './services.ts'

export const CHALLENGE_VALIDITY_MS = 10 * 60 * 1000
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

export function generateChallenge(): string {
  let code = ''
  for (let i = 0; i < VAULT_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return code
}

export function hashChallenge(pepper: string, userId: string, purpose: ChallengePurpose, code: string) {
  return createHmac('sha256', pepper).update(`key-store\n${userId}\n${purpose}\n${code}`).digest('base64url')
}

export const invalidChallenge = () =>
  apiError(400, 'INVALID_CHALLENGE', 'Invalid challenge', {
    fieldErrors: [{ field: 'body.challenge', message: 'Code invalide' }],
  })

/** The caller's own account: never an administrator acting through it. */
export async function owner(request: Request, { accounts }: KeyStoreServices): Promise<CurrentAccount> {
  const account = await accounts.account(request)
  if (account.impersonation) throw noImpersonation()
  return account
}

/** Spends the user's newest code for `purpose`, or throws. */
export async function verifyChallenge(
  request: Request,
  userId: string,
  purpose: ChallengePurpose,
  code: string,
  { config, store, rateLimiter }: KeyStoreServices,
): Promise<void> {
  const now = config.now()
  const ip = await rateLimiter.hit(
    'key-store-verify-ip',
    clientAddress(request, config.trustProxy),
    config.rateLimits.consumePerIp,
    now,
  )
  if (!ip.allowed) throw tooManyFromAddress(ip.retryAfterSeconds)
  const challenge = await store.latestChallenge(userId)
  const verdict = await store.verifyChallenge(challenge, {
    matches: (codeHash) =>
      challenge !== undefined &&
      sameHash(hashChallenge(config.keyStore.pepper, userId, challenge.purpose, code), codeHash),
    limit: config.keyStore.attemptsPerChallenge,
    now,
  })
  if (verdict === 'locked') throw tooManyAttempts()
  // The right code for the other operation is spent too: it was sent for one purpose only.
  if (verdict !== 'accepted' || challenge?.purpose !== purpose) throw invalidChallenge()
}
