// The key store of the two-person rule (after Seald's SSKS): it keeps each user's encrypted identity
// backup with the key store's half of its key, and releases both only to someone who types the
// 8-character code it sent to the account's email (phone when the account has none). It never sees
// the application server's share (GET /keys/backup-share), and the application server never sees the
// backup: neither alone can open it.
//
// Deployment: its own plugin and tables, in the application database by default or in its own
// (KEY_STORE_DATABASE_URL). Embedded, it runs in the API process and trusts the API's session to
// name the user; run apart, the application server would vouch for the user instead.
//
// Rules: a signed-in account, never an administrator impersonating it (403). Codes: 10 minutes,
// single use, only the newest counts, stored as an HMAC, bound to their purpose (saving or releasing);
// at most 5 guesses are checked against a code, and the fifth wrong one locks it (429); codes per user
// and per client address, and tries per client address, are rate-limited (429). A wrong, expired, used
// or mismatched code answers 400 INVALID_CHALLENGE 'Invalid challenge' — not 401, which the client
// would take for a lost session.
import { createHmac, randomInt, randomUUID } from 'node:crypto'
import type { Plugin, Request } from '@hapi/hapi'
import { VAULT_CODE_LENGTH } from '@relais/domain'
import type { ApiConfig } from '../../config.ts'
import { apiError, forbidden } from '../../errors.ts'
import type { Channel, DeliveryPort } from '../auth/delivery/port.ts'
import { clientAddress } from '../auth/client-address.ts'
import type { RateLimiter } from '../auth/rate-limiter.ts'
import { sameHash } from '../auth/secrets.ts'
import type { AccountResolver, CurrentAccount } from '../user/current-account.ts'
import { keyStoreMessage } from './message.ts'
import type { ChallengePurpose, KeyStoreRepository } from './key-store-repository.ts'

export const CHALLENGE_VALIDITY_MS = 10 * 60 * 1000
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

export interface KeyStorePluginOptions {
  config: ApiConfig
  accounts: AccountResolver
  store: KeyStoreRepository
  rateLimiter: RateLimiter
  delivery: DeliveryPort
}

export function generateChallenge(): string {
  let code = ''
  for (let i = 0; i < VAULT_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)]
  return code
}

function hashChallenge(pepper: string, userId: string, purpose: ChallengePurpose, code: string) {
  return createHmac('sha256', pepper).update(`key-store\n${userId}\n${purpose}\n${code}`).digest('base64url')
}

export const invalidChallenge = () =>
  apiError(400, 'INVALID_CHALLENGE', 'Invalid challenge', {
    fieldErrors: [{ field: 'body.challenge', message: 'Code invalide' }],
  })
const tooMany = (retryAfterSeconds?: number) =>
  apiError(429, 'TOO_MANY_ATTEMPTS', 'Trop de tentatives. Merci de réessayer plus tard.', {
    retryAfterSeconds,
  })

export const keyStorePlugin: Plugin<KeyStorePluginOptions> = {
  name: 'key-store',
  register(server, { config, accounts, store, rateLimiter, delivery }) {
    const owner = async (request: Request): Promise<CurrentAccount> => {
      const account = await accounts.account(request)
      if (account.impersonation) {
        throw forbidden("Action impossible en agissant pour le compte d'un autre utilisateur")
      }
      return account
    }

    /** Spends the user's newest code for `purpose`, or throws. */
    async function verify(request: Request, userId: string, purpose: ChallengePurpose, code: string) {
      const now = config.now()
      const ip = await rateLimiter.hit(
        'key-store-verify-ip',
        clientAddress(request, config.trustProxy),
        config.rateLimits.consumePerIp,
        now,
      )
      if (!ip.allowed) throw tooMany(ip.retryAfterSeconds)
      const challenge = await store.latestChallenge(userId)
      const verdict = await store.verifyChallenge(challenge, {
        matches: (codeHash) =>
          challenge !== undefined &&
          sameHash(hashChallenge(config.keyStore.pepper, userId, challenge.purpose, code), codeHash),
        limit: config.keyStore.attemptsPerChallenge,
        now,
      })
      if (verdict === 'locked') throw tooMany()
      // The right code for the other operation is spent too: it was sent for one purpose only.
      if (verdict !== 'accepted' || challenge?.purpose !== purpose) throw invalidChallenge()
    }

    server.operation('createKeyStoreChallenge', async ({ request, body, application }) => {
      const { user } = await owner(request)
      const channel: Channel = user.email ? 'email' : 'sms'
      const recipient = user.email ?? user.phone
      // An account registered through Pro Santé Connect holds no proven email or phone until it
      // confirms one: there is nowhere to send the code yet.
      if (!recipient) {
        throw apiError(409, 'CONFLICT', "Confirmez d'abord une adresse email ou un numéro de téléphone")
      }
      if (!delivery.canDeliver(channel)) {
        throw apiError(503, 'DELIVERY_UNAVAILABLE', 'Envoi du code indisponible pour le moment')
      }
      const now = config.now()
      const ip = await rateLimiter.hit(
        'key-store-challenge-ip',
        clientAddress(request, config.trustProxy),
        config.keyStore.challengesPerIp ?? config.rateLimits.codesPerIp,
        now,
      )
      if (!ip.allowed) throw tooMany(ip.retryAfterSeconds)
      const perUser = await rateLimiter.hit(
        'key-store-challenge-user',
        user.id,
        config.keyStore.challengesPerUser,
        now,
      )
      if (!perUser.allowed) throw tooMany(perUser.retryAfterSeconds)

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
        throw apiError(503, 'DELIVERY_UNAVAILABLE', 'Envoi du code indisponible pour le moment')
      }
      return {
        status: 202,
        body: { channel, expiresAt: expiresAt.toISOString(), codeLength: VAULT_CODE_LENGTH as 8 },
      }
    })

    server.operation('saveKeyStoreBackup', async ({ request, body }) => {
      const { user } = await owner(request)
      if (await store.hasBackup(user.id)) throw apiError(409, 'ALREADY_REGISTERED', 'Already registered')
      await verify(request, user.id, 'register', body.challenge)
      if (!(await store.saveBackup(user.id, body.backup, config.now()))) {
        throw apiError(409, 'ALREADY_REGISTERED', 'Already registered')
      }
      return { status: 201, body: undefined }
    })

    server.operation('releaseKeyStoreBackup', async ({ request, body }) => {
      const { user } = await owner(request)
      await verify(request, user.id, 'release', body.challenge)
      const backup = await store.releaseBackup(user.id, config.now())
      if (!backup) throw invalidChallenge()
      return { status: 200, body: backup }
    })
  },
}
