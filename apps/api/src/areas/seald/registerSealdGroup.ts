// POST /seald/groups: binds a name to a Seald group its creator's browser has just created. Names are
// first come, first served within the application, except those that stand for someone, which only they
// may take. That the caller created the group on Seald is the browser's word: Seald lets its creator
// alone change its members, whoever registered its name.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { forbidden } from '../../core/errors.ts'
import { app, conflict, deploymentOf, mayTakeName, owner } from './rules.ts'
import type { SealdServices } from './services.ts'

export async function registerSealdGroup(
  { request, body }: OperationContext<'registerSealdGroup'>,
  services: SealdServices,
): Promise<Reply<'registerSealdGroup'>> {
  deploymentOf(services)
  const account = await owner(request, services)
  if (!(await mayTakeName(account, body.name, services))) {
    throw forbidden('Ce nom de groupe est réservé à son titulaire')
  }
  const registered = await services.repository.registerGroup(
    app(account),
    body,
    account.user.id,
    services.config.now(),
  )
  if (!registered) throw conflict('Un groupe de ce nom, ou ce groupe, est déjà enregistré')
  return { status: 201, body: undefined }
}
