// GET /seald/database-key: the key under which the caller's Seald SDK encrypts the identity it keeps in
// the browser's storage. Kept here, so that the browser's storage alone does not hold the identity.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { deploymentOf, owner } from './rules.ts'
import type { SealdServices } from './services.ts'

export async function getSealdDatabaseKey(
  { request }: OperationContext<'getSealdDatabaseKey'>,
  services: SealdServices,
): Promise<Reply<'getSealdDatabaseKey'>> {
  deploymentOf(services)
  const { user } = await owner(request, services)
  const databaseKey = await services.repository.databaseKey(user.id, services.config.now())
  return { status: 200, body: { databaseKey } }
}
