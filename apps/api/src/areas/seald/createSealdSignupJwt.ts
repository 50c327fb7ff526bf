// POST /seald/signup-jwt: the JWT with which the caller's browser creates their Seald identity, minted
// for the caller's own user id only and only while they have none recorded (one identity per user).
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError } from '../../core/errors.ts'
import { app, deploymentOf, notTheCaller, owner } from './rules.ts'
import type { SealdServices } from './services.ts'
import { mintSignupJwt } from './signup-jwt.ts'

export async function createSealdSignupJwt(
  { request, body }: OperationContext<'createSealdSignupJwt'>,
  services: SealdServices,
): Promise<Reply<'createSealdSignupJwt'>> {
  const { settings } = deploymentOf(services)
  const account = await owner(request, services)
  if (body.userId !== account.user.id) throw notTheCaller()
  if (await services.repository.identityOf(app(account), account.user.id)) {
    throw apiError(409, 'ALREADY_REGISTERED', 'Une identité Seald est déjà enregistrée pour ce compte')
  }
  return {
    status: 201,
    body: { signupJwt: mintSignupJwt(settings, account.user.id, services.config.now()) },
  }
}
