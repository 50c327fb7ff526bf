// GET /seald/two-man-rule/session: the caller's latest SSKS session, which the browser's SDK saves or
// retrieves the identity with, together with the challenge SSKS sent. None once its challenge expired.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import { SSKS_CHALLENGE_VALIDITY_MS } from './challenge-template.ts'
import { deploymentOf, owner } from './rules.ts'
import type { SealdServices } from './services.ts'

export async function getSealdTwoManRuleSession(
  { request }: OperationContext<'getSealdTwoManRuleSession'>,
  services: SealdServices,
): Promise<Reply<'getSealdTwoManRuleSession'>> {
  deploymentOf(services)
  const { user } = await owner(request, services)
  const session = await services.repository.twoManRuleSession(user.id)
  const now = services.config.now().getTime()
  if (!session || now - session.createdAt.getTime() > SSKS_CHALLENGE_VALIDITY_MS) {
    throw notFound('Aucun code de déverrouillage en cours : demandez-en un nouveau')
  }
  const { sessionId, authFactor, mustAuthenticate } = session
  return { status: 200, body: { sessionId, authFactor, mustAuthenticate } }
}
