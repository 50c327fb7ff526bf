// POST /auth/passwordless/code: sends a 6-digit code to an email or phone, for any identifier, known or
// not (that is how registration starts, and the answer must not reveal whether an account exists).
import { randomUUID } from 'node:crypto'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { CODE_LENGTH, generateCode, hashCode } from '../../core/codes/secrets.ts'
import { deliveryUnavailable, tooManyAttempts, tooManyFromAddress } from '../../core/errors.ts'
import { clientAddress } from '../../core/limits/client-address.ts'
import { identifierLimitKey } from '../../core/limits/rate-limiter.ts'
import { CODE_VALIDITY_MS, normaliseOrFail } from './codes.ts'
import { codeMessage } from './messages.ts'
import type { AuthServices } from './services.ts'

export async function createPasswordlessCode(
  { body, request, application }: OperationContext<'createPasswordlessCode'>,
  { config, codes, rateLimiter, delivery }: AuthServices,
): Promise<Reply<'createPasswordlessCode'>> {
  const limits = config.rateLimits
  const identifier = normaliseOrFail(body.type, body.value)
  const channel = body.type === 'email' ? 'email' : 'sms'
  if (!delivery.canDeliver(channel)) throw deliveryUnavailable()
  const now = config.now()
  const ip = await rateLimiter.hit(
    'code-ip',
    clientAddress(request, config.trustProxy),
    limits.codesPerIp,
    now,
  )
  if (!ip.allowed) throw tooManyFromAddress(ip.retryAfterSeconds)
  // The same budget as codes sent to confirm this identifier on an account (identifier changes).
  const perIdentifier = await rateLimiter.hit(
    'code-identifier',
    identifierLimitKey(application, body.type, identifier),
    limits.codesPerIdentifier,
    now,
  )
  if (!perIdentifier.allowed) throw tooManyAttempts(perIdentifier.retryAfterSeconds)
  const key = { application, type: body.type, identifier }
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
    throw deliveryUnavailable()
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
}
