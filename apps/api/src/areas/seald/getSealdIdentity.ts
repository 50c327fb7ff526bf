// GET /seald/identities/{userId}: the Seald id of a user of the caller's application.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import { app, deploymentOf, reader } from './rules.ts'
import type { SealdServices } from './services.ts'

export async function getSealdIdentity(
  { request, params }: OperationContext<'getSealdIdentity'>,
  services: SealdServices,
): Promise<Reply<'getSealdIdentity'>> {
  deploymentOf(services)
  const account = await reader(request, services)
  const userId = params.userId as string
  const sealdId = await services.repository.identityOf(app(account), userId)
  if (!sealdId) throw notFound("Cet utilisateur n'a pas encore d'identité Seald")
  return { status: 200, body: { userId, sealdId } }
}
