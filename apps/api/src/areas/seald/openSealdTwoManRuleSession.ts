// POST /seald/two-man-rule/session: asks SSKS, with the application's SSKS key, to open a session for the
// caller and send them a challenge at the account's email (its phone when it has none). `force_auth`
// makes registration prove the address too, as the embedded key store does; `create_user` creates
// SSKS's record of the user the first time and keeps it afterwards. The session replaces the previous
// one: only the latest challenge counts. SSKS writes the challenge into the message itself.
import { SsksUnavailableError, type SsksAuthFactor } from '../../adapters/seald/port.ts'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { deliveryUnavailable, tooManyAttempts, tooManyFromAddress } from '../../core/errors.ts'
import { clientAddress } from '../../core/limits/client-address.ts'
import { challengeTemplate, SSKS_CHALLENGE_VALIDITY_MS } from './challenge-template.ts'
import { app, conflict, deploymentOf, owner } from './rules.ts'
import type { SealdServices } from './services.ts'

export async function openSealdTwoManRuleSession(
  { request }: OperationContext<'openSealdTwoManRuleSession'>,
  services: SealdServices,
): Promise<Reply<'openSealdTwoManRuleSession'>> {
  const { ssks } = deploymentOf(services)
  const { config, rateLimiter, repository } = services
  const account = await owner(request, services)
  const { user } = account
  const authFactor: SsksAuthFactor | null = user.email
    ? { type: 'EM', value: user.email }
    : user.phone
      ? { type: 'SMS', value: user.phone }
      : null
  // An account registered through Pro Santé Connect holds no proven email or phone until it confirms
  // one: there is nowhere to send the challenge yet.
  if (!authFactor) throw conflict("Confirmez d'abord une adresse email ou un numéro de téléphone")
  // Each challenge costs an email or an SMS of the application's quota: the key store's limits apply.
  const now = config.now()
  const ip = await rateLimiter.hit(
    'seald-challenge-ip',
    clientAddress(request, config.trustProxy),
    config.keyStore.challengesPerIp ?? config.rateLimits.codesPerIp,
    now,
  )
  if (!ip.allowed) throw tooManyFromAddress(ip.retryAfterSeconds)
  const perUser = await rateLimiter.hit(
    'seald-challenge-user',
    user.id,
    config.keyStore.challengesPerUser,
    now,
  )
  if (!perUser.allowed) throw tooManyAttempts(perUser.retryAfterSeconds)

  let session
  try {
    session = await ssks.sendChallenge({
      userId: user.id,
      authFactor,
      createUser: true,
      forceAuth: true,
      template: challengeTemplate(app(account), authFactor.type),
    })
  } catch (error) {
    if (!(error instanceof SsksUnavailableError)) throw error
    request.log(['warn', 'seald'], { ssks: error.reason })
    throw deliveryUnavailable()
  }
  await repository.saveTwoManRuleSession(user.id, { ...session, authFactor, createdAt: now })
  return {
    status: 202,
    body: {
      channel: authFactor.type === 'EM' ? 'email' : 'sms',
      expiresAt: new Date(now.getTime() + SSKS_CHALLENGE_VALIDITY_MS).toISOString(),
    },
  }
}
