// Changing an account's email or phone, and giving it one it registered without proving: the new
// identifier receives a sign-in-like code (6 digits, 10 minutes, single use, 5 wrong tries) and replaces
// the old one only once that code is typed. Until then the account keeps what it had, so nobody can put
// an address they do not own on an account (the start of an account takeover through the key store,
// whose codes go to the account's email).
import { randomUUID } from 'node:crypto'
import type { Request } from '@hapi/hapi'
import type { components } from '@relais/api-client/schema'
import type { DeliveryPort } from '../../adapters/delivery/port.ts'
import { CODE_LENGTH, generateCode, hashCode, sameHash } from '../../core/codes/secrets.ts'
import type { ApiConfig, Application } from '../../core/config.ts'
import { isUniqueViolation } from '../../core/database/database.ts'
import { apiError, deliveryUnavailable, tooManyAttempts, tooManyFromAddress } from '../../core/errors.ts'
import type { IdentifierType } from '../../core/identifiers.ts'
import { clientAddress } from '../../core/limits/client-address.ts'
import { identifierLimitKey, type RateLimiter } from '../../core/limits/rate-limiter.ts'
import { grantConfiguredAdministrators, type AdministratorsRepository } from '../admin/index.ts'
import type { IdentifierChangesRepository } from './identifier-changes-repository.ts'
import { confirmationMessage } from './messages.ts'
import type { UsersRepository } from './users-repository.ts'

export type IdentifierChange = components['schemas']['IdentifierChange']

const CHANGE_VALIDITY_MS = 10 * 60 * 1000

const invalidCode = () =>
  apiError(400, 'INVALID_CODE', 'Code incorrect', {
    fieldErrors: [{ field: 'body.code', message: 'Code incorrect' }],
  })

/** The code is bound to the account as well as to the identifier: it confirms nothing for anyone else. */
const changeHash = (pepper: string, application: string, userId: string, identifier: string, code: string) =>
  hashCode(pepper, `${application}\nidentifier-change\n${userId}`, identifier, code)

export interface IdentifierChangesOptions {
  config: ApiConfig
  repository: IdentifierChangesRepository
  users: UsersRepository
  administrators: AdministratorsRepository
  rateLimiter: RateLimiter
  delivery: DeliveryPort
}

export class IdentifierChanges {
  constructor(private readonly options: IdentifierChangesOptions) {}

  /**
   * Sends a code to `identifier` (already normalised) for `userId`. Throws 429 past the limits per
   * client address and per identifier (shared with sign-in codes), 503 when it cannot be delivered.
   */
  async start(
    request: Request,
    user: { id: string; application: string },
    type: IdentifierType,
    identifier: string,
  ): Promise<IdentifierChange> {
    const { config, repository, rateLimiter, delivery } = this.options
    const channel = type === 'email' ? 'email' : 'sms'
    if (!delivery.canDeliver(channel)) throw deliveryUnavailable()
    const now = config.now()
    const limits = config.rateLimits
    const ip = await rateLimiter.hit(
      'code-ip',
      clientAddress(request, config.trustProxy),
      limits.codesPerIp,
      now,
    )
    if (!ip.allowed) throw tooManyFromAddress(ip.retryAfterSeconds)
    const perIdentifier = await rateLimiter.hit(
      'code-identifier',
      identifierLimitKey(user.application, type, identifier),
      limits.codesPerIdentifier,
      now,
    )
    if (!perIdentifier.allowed) throw tooManyAttempts(perIdentifier.retryAfterSeconds)

    const code = generateCode()
    const id = randomUUID()
    const expiresAt = new Date(now.getTime() + CHANGE_VALIDITY_MS)
    await repository.create({
      id,
      userId: user.id,
      application: user.application,
      type,
      identifier,
      codeHash: changeHash(config.codePepper, user.application, user.id, identifier, code),
      createdAt: now,
      expiresAt,
    })
    try {
      await delivery.deliver(confirmationMessage(user.application as Application, channel, identifier, code))
    } catch (error) {
      await repository.remove(id)
      request.log(['warn', 'delivery'], { err: error instanceof Error ? error.name : 'unknown', channel })
      throw deliveryUnavailable()
    }
    return { type, value: identifier, expiresAt: expiresAt.toISOString(), codeLength: CODE_LENGTH }
  }

  /**
   * Spends the newest code of `type` and writes its identifier on the account. Throws 400 for a
   * wrong, expired or used code, 429 once it is locked, 409 when another account took the identifier.
   */
  async confirm(
    user: { id: string; application: string },
    type: IdentifierType,
    code: string,
  ): Promise<void> {
    const { config, repository, users, administrators } = this.options
    const now = config.now()
    const change = await repository.latest(user.id, type)
    const verdict = await repository.verify(change, {
      matches: (codeHash) =>
        change !== undefined &&
        code.length === CODE_LENGTH &&
        sameHash(changeHash(config.codePepper, user.application, user.id, change.identifier, code), codeHash),
      limit: config.rateLimits.attemptsPerCode,
      now,
    })
    if (verdict === 'locked') throw tooManyAttempts()
    if (verdict !== 'accepted' || !change) throw invalidCode()
    const conflicts = await users.findConflicts({
      application: user.application,
      ...(type === 'email' ? { email: change.identifier } : { phone: change.identifier }),
      exceptUserId: user.id,
    })
    const taken = () => {
      const message =
        type === 'email'
          ? 'Cet email est déjà associé à un compte existant'
          : 'Ce numéro de téléphone est déjà associé à un compte existant'
      return apiError(409, 'CONFLICT', message, {
        conflicts: type === 'email' ? { emailExists: true } : { phoneExists: true },
        fieldErrors: [{ field: type === 'email' ? 'body.email' : 'body.phoneNumber', message }],
      })
    }
    if (conflicts.emailExists || conflicts.phoneExists) throw taken()
    try {
      await users.setIdentifier(user.id, type, change.identifier, now)
    } catch (error) {
      if (isUniqueViolation(error)) throw taken()
      throw error
    }
    // The configured first administrators get their grant once their email is proven.
    if (type === 'email') await grantConfiguredAdministrators(administrators, config.adminEmails, now)
  }
}
