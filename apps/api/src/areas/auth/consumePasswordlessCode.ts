// POST /auth/passwordless/consume: a right code opens a session, even for an identifier without an
// account (registration comes next). The token goes in an HttpOnly cookie, or in the body for native
// clients that ask for it. An identifier whose account an administrator refused gets the reason with
// its session: the person learns why before registering again, which stays open to them. Only after
// the code is right, so that nobody learns of someone else's refusal.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { CODE_LENGTH, hashCode, sameHash } from '../../core/codes/secrets.ts'
import { tooManyAttempts, tooManyFromAddress } from '../../core/errors.ts'
import { clientAddress } from '../../core/limits/client-address.ts'
import { invalidCode, normaliseOrFail } from './codes.ts'
import type { AuthServices } from './services.ts'
import { sessionBody } from './session-body.ts'

export async function consumePasswordlessCode(
  { body, request, h, application }: OperationContext<'consumePasswordlessCode'>,
  { config, codes, rateLimiter, accounts, sessions, refusals }: AuthServices,
): Promise<Reply<'consumePasswordlessCode'>> {
  const limits = config.rateLimits
  const now = config.now()
  const ip = await rateLimiter.hit(
    'consume-ip',
    clientAddress(request, config.trustProxy),
    limits.consumePerIp,
    now,
  )
  if (!ip.allowed) throw tooManyFromAddress(ip.retryAfterSeconds)
  const identifier = normaliseOrFail(body.type, body.value)
  const expected = hashCode(config.codePepper, application, identifier, body.code)
  const verdict = await codes.verify(await codes.latest({ application, type: body.type, identifier }), {
    matches: (codeHash) => body.code.length === CODE_LENGTH && sameHash(expected, codeHash),
    limit: limits.attemptsPerCode,
    now,
  })
  if (verdict === 'locked') throw tooManyAttempts()
  if (verdict !== 'accepted') throw invalidCode()

  const user = await accounts.store.findIdByIdentifier(application, body.type, identifier)
  const refusal =
    user === undefined ? await refusals.latestFor(application, body.type, identifier) : undefined
  const opened = await sessions.open({ application, type: body.type, identifier, userId: user ?? null })
  const headerTransport = body.tokenTransport === 'header'
  // Native clients keep the token themselves; browsers only ever see the HttpOnly cookie.
  if (!headerTransport) sessions.setCookie(h, application, opened.token)
  return {
    status: 200,
    body: sessionBody(
      opened.row,
      user !== undefined,
      headerTransport ? opened.token : undefined,
      undefined,
      refusal,
    ),
  }
}
