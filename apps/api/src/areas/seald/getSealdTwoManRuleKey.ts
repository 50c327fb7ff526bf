// GET /seald/two-man-rule/key: the application server's share of the caller's SSKS backup (Seald's
// `twoManRuleKey`), the Seald deployment's counterpart of GET /keys/backup-share. SSKS keeps the other
// half with the encrypted identity: neither opens it alone. Never to an administrator acting through
// the account.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { deploymentOf, owner } from './rules.ts'
import type { SealdServices } from './services.ts'

export async function getSealdTwoManRuleKey(
  { request }: OperationContext<'getSealdTwoManRuleKey'>,
  services: SealdServices,
): Promise<Reply<'getSealdTwoManRuleKey'>> {
  deploymentOf(services)
  const { user } = await owner(request, services)
  const twoManRuleKey = await services.repository.twoManRuleKey(user.id, services.config.now())
  return { status: 200, body: { twoManRuleKey } }
}
