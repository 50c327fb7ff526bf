// Changing an account's email or phone, and giving it one it registered without proving: the new
// identifier receives a sign-in-like code (6 digits, 10 minutes, single use, 5 wrong tries) and replaces
// the old one only once that code is typed. Until then the account keeps what it had, so nobody can put
// an address they do not own on an account (the start of an account takeover through the key store,
// whose codes go to the account's email).
import { randomUUID } from 'node:crypto'
import type { Request } from '@hapi/hapi'
import type { Kysely } from 'kysely'
import type { components } from '@relais/api-client/schema'
import type { ApiConfig, Application } from '../../config.ts'
import type { DB } from '../../db/schema.ts'
import { OneTimeCodes, type CodeVerdict, type GuessCheck, type StoredCode } from '../../db/one-time-codes.ts'
import { apiError } from '../../errors.ts'
import type { AdministratorsRepository } from '../admin/administrators-repository.ts'
import type { DeliveryPort } from '../auth/delivery/port.ts'
import { confirmationMessage } from '../auth/delivery/messages.ts'
import type { IdentifierType } from '../auth/identifier.ts'
import { clientAddress } from '../auth/client-address.ts'
import type { RateLimiter } from '../auth/rate-limiter.ts'
import { CODE_LENGTH, generateCode, hashCode, sameHash } from '../auth/secrets.ts'
import { grantConfiguredAdministrators } from '../admin/administrators-repository.ts'
import { isUniqueViolation, type UsersRepository } from './users-repository.ts'

export type IdentifierChange = components['schemas']['IdentifierChange']

export const CHANGE_VALIDITY_MS = 10 * 60 * 1000

/** The rate-limit key of an identifier: sign-in codes and change codes share its budget. */
export const identifierLimitKey = (application: string, type: IdentifierType, identifier: string) =>
  `${application}\n${type}\n${identifier}`

const tooMany = (retryAfterSeconds?: number) =>
  apiError(429, 'TOO_MANY_ATTEMPTS', 'Trop de tentatives. Merci de réessayer plus tard.', {
    retryAfterSeconds,
  })
const invalidCode = () =>
  apiError(400, 'INVALID_CODE', 'Code incorrect', {
    fieldErrors: [{ field: 'body.code', message: 'Code incorrect' }],
  })
const deliveryUnavailable = () =>
  apiError(503, 'DELIVERY_UNAVAILABLE', 'Envoi du code indisponible pour le moment')

/** The code is bound to the account as well as to the identifier: it confirms nothing for anyone else. */
const changeHash = (pepper: string, application: string, userId: string, identifier: string, code: string) =>
  hashCode(pepper, `${application}\nidentifier-change\n${userId}`, identifier, code)

export class IdentifierChangesRepository {
  private readonly codes: OneTimeCodes<'identifier_changes', DB>

  constructor(private readonly db: Kysely<DB>) {
    this.codes = new OneTimeCodes(db, 'identifier_changes')
  }

  async create(values: {
    id: string
    userId: string
    application: string
    type: IdentifierType
    identifier: string
    codeHash: string
    createdAt: Date
    expiresAt: Date
  }): Promise<void> {
    await this.db
      .insertInto('identifier_changes')
      .values({
        id: values.id,
        user_id: values.userId,
        application: values.application,
        identifier_type: values.type,
        identifier: values.identifier,
        code_hash: values.codeHash,
        created_at: values.createdAt,
        expires_at: values.expiresAt,
        spent_at: null,
        spent_reason: null,
      })
      .execute()
  }

  remove(id: string): Promise<void> {
    return this.codes.remove(id)
  }

  /** Only the newest change of a type counts: asking again retires the previous code. */
  latest(userId: string, type: IdentifierType) {
    return this.db
      .selectFrom('identifier_changes')
      .select(['id', 'identifier', 'code_hash', 'expires_at', 'spent_at', 'spent_reason'])
      .where('user_id', '=', userId)
      .where('identifier_type', '=', type)
      .orderBy('seq', 'desc')
      .executeTakeFirst()
  }

  /** Checks a guess against the newest change (`latest`): see OneTimeCodes.verify. */
  verify(change: StoredCode | undefined, check: GuessCheck): Promise<CodeVerdict> {
    return this.codes.verify(change, check)
  }
}

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
    if (!ip.allowed) throw tooMany(ip.retryAfterSeconds)
    const perIdentifier = await rateLimiter.hit(
      'code-identifier',
      identifierLimitKey(user.application, type, identifier),
      limits.codesPerIdentifier,
      now,
    )
    if (!perIdentifier.allowed) throw tooMany(perIdentifier.retryAfterSeconds)

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
    if (verdict === 'locked') throw tooMany()
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
