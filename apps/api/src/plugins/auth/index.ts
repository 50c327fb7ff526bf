// Passwordless sign-in and sessions (spec sections 4, 5, 8).
import { randomUUID } from 'node:crypto'
import type { Plugin, Request } from '@hapi/hapi'
import type { components } from '@relais/api-client/schema'
import type { ApiConfig, Application } from '../../config.ts'
import { apiError, unauthorized, validationFailed } from '../../errors.ts'
import type { UsersRepository } from '../user/users-repository.ts'
import type { CodesRepository } from './codes-repository.ts'
import { codeMessage } from './delivery/messages.ts'
import type { DeliveryPort } from './delivery/port.ts'
import { normaliseIdentifier, type IdentifierType } from './identifier.ts'
import { identifierLimitKey } from '../user/identifier-changes.ts'
import { clientAddress } from './client-address.ts'
import type { RateLimiter } from './rate-limiter.ts'
import { CODE_LENGTH, generateCode, hashCode, sameHash } from './secrets.ts'
import type { AuthenticatedSession, SessionIdentifierType, SessionService } from './session-service.ts'
import type { SessionRow } from './sessions-repository.ts'

export const CODE_VALIDITY_MS = 10 * 60 * 1000

export interface AuthPluginOptions {
  config: ApiConfig
  codes: CodesRepository
  sessions: SessionService
  users: UsersRepository
  rateLimiter: RateLimiter
  delivery: DeliveryPort
  /** The identity a provider (Pro Santé Connect) asserted for a session, shown as `identityProvider`. */
  identities: { findIdentity(sessionId: string): Promise<{ claims: IdentityProvider } | undefined> }
}

type Session = components['schemas']['Session']
type IdentityProvider = components['schemas']['IdentityProvider']

export { clientAddress }

function normaliseOrFail(type: IdentifierType, value: string): string {
  const result = normaliseIdentifier(type, value)
  if (!result.ok) throw validationFailed([{ field: 'body.value', message: result.message }])
  return result.value
}

const tooMany = (retryAfterSeconds?: number) =>
  apiError(429, 'TOO_MANY_ATTEMPTS', 'Trop de tentatives. Merci de réessayer plus tard.', {
    retryAfterSeconds,
  })
const invalidCode = () => apiError(401, 'INVALID_CODE', 'Code incorrect')

export function sessionBody(
  row: SessionRow,
  hasAccount: boolean,
  token?: string,
  identityProvider?: IdentityProvider,
): Session {
  const body: Session = {
    identifier: { type: row.identifier_type as SessionIdentifierType, value: row.identifier },
    hasAccount,
    application: row.application as Application,
    expiresAt: new Date(row.expires_at).toISOString(),
    idleExpiresAt: new Date(row.idle_expires_at).toISOString(),
  }
  if (token) body.token = token
  if (identityProvider) body.identityProvider = identityProvider
  return body
}

export const authPlugin: Plugin<AuthPluginOptions> = {
  name: 'auth',
  register(server, { config, codes, sessions, users, rateLimiter, delivery, identities }) {
    const limits = config.rateLimits

    server.operation('createPasswordlessCode', async ({ body, request, application }) => {
      const identifier = normaliseOrFail(body.type, body.value)
      const channel = body.type === 'email' ? 'email' : 'sms'
      if (!delivery.canDeliver(channel)) {
        throw apiError(503, 'DELIVERY_UNAVAILABLE', 'Envoi du code indisponible pour le moment')
      }
      const now = config.now()
      const ip = await rateLimiter.hit(
        'code-ip',
        clientAddress(request, config.trustProxy),
        limits.codesPerIp,
        now,
      )
      if (!ip.allowed) throw tooMany(ip.retryAfterSeconds)
      // The same budget as codes sent to confirm this identifier on an account (identifier changes).
      const perIdentifier = await rateLimiter.hit(
        'code-identifier',
        identifierLimitKey(application, body.type, identifier),
        limits.codesPerIdentifier,
        now,
      )
      if (!perIdentifier.allowed) throw tooMany(perIdentifier.retryAfterSeconds)
      const key = { application, type: body.type, identifier }
      // Created for any identifier, known or not: that is how registration starts, and the answer
      // must not reveal whether an account exists.
      const code = generateCode()
      const id = randomUUID()
      const expiresAt = new Date(now.getTime() + CODE_VALIDITY_MS)
      await codes.create(key, {
        id,
        codeHash: hashCode(config.codePepper, application, identifier, code),
        createdAt: now,
        expiresAt,
      })
      try {
        await delivery.deliver(codeMessage(application, channel, identifier, code))
      } catch (error) {
        await codes.remove(id)
        request.log(['warn', 'delivery'], { err: error instanceof Error ? error.name : 'unknown', channel })
        throw apiError(503, 'DELIVERY_UNAVAILABLE', 'Envoi du code indisponible pour le moment')
      }
      return {
        status: 202,
        body: {
          type: body.type,
          destination: identifier,
          expiresAt: expiresAt.toISOString(),
          codeLength: CODE_LENGTH,
        },
      }
    })

    server.operation('consumePasswordlessCode', async ({ body, request, h, application }) => {
      const now = config.now()
      const ip = await rateLimiter.hit(
        'consume-ip',
        clientAddress(request, config.trustProxy),
        limits.consumePerIp,
        now,
      )
      if (!ip.allowed) throw tooMany(ip.retryAfterSeconds)
      const identifier = normaliseOrFail(body.type, body.value)
      const expected = hashCode(config.codePepper, application, identifier, body.code)
      const verdict = await codes.verify(await codes.latest({ application, type: body.type, identifier }), {
        matches: (codeHash) => body.code.length === CODE_LENGTH && sameHash(expected, codeHash),
        limit: limits.attemptsPerCode,
        now,
      })
      if (verdict === 'locked') throw tooMany()
      if (verdict !== 'accepted') throw invalidCode()

      const user = await users.findIdByIdentifier(application, body.type, identifier)
      const opened = await sessions.open({ application, type: body.type, identifier, userId: user ?? null })
      const headerTransport = body.tokenTransport === 'header'
      // Native clients keep the token themselves; browsers only ever see the HttpOnly cookie.
      if (!headerTransport) sessions.setCookie(h, application, opened.token)
      return {
        status: 200,
        body: sessionBody(opened.row, user !== undefined, headerTransport ? opened.token : undefined),
      }
    })

    const current = (request: Request): AuthenticatedSession => {
      const session = request.app.session
      if (!session) throw unauthorized()
      return session
    }

    const hasAccount = async (session: AuthenticatedSession) =>
      session.row.user_id !== null ||
      (await users.findIdByIdentifier(
        session.row.application as Application,
        session.row.identifier_type as SessionIdentifierType,
        session.row.identifier,
      )) !== undefined

    const identityOf = async (session: AuthenticatedSession) =>
      (await identities.findIdentity(session.row.id))?.claims

    server.operation('getSession', async ({ request }) => {
      const session = current(request)
      return {
        status: 200,
        body: sessionBody(session.row, await hasAccount(session), undefined, await identityOf(session)),
      }
    })

    server.operation('refreshSession', async ({ request, h, application }) => {
      const session = current(request)
      const rotated = await sessions.rotate(session)
      if (!rotated) throw unauthorized()
      const bearer = typeof request.headers.authorization === 'string'
      if (!bearer) sessions.setCookie(h, application, rotated.token)
      return {
        status: 200,
        // A bearer client cannot read a cookie: it gets its new token in the body.
        body: sessionBody(
          rotated.row,
          await hasAccount(session),
          bearer ? rotated.token : undefined,
          await identityOf(session),
        ),
      }
    })

    server.operation('logout', async ({ request, h, application }) => {
      const session = request.app.session
      if (session) await sessions.revoke(session)
      sessions.clearCookie(h, application)
      return { status: 204, body: undefined }
    })
  },
}
