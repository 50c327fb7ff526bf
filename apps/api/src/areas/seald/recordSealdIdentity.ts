// POST /seald/identity: records the Seald id of the caller's new identity, once (the same id again is
// accepted: a retried call). What is checked here: the caller's own user id, one identity per user,
// one user per Seald id. What is not: that Seald's identity of that id carries the caller's 'AP'
// connector — Seald created it from a signup JWT minted for the caller alone, but the id is the
// browser's word, and asking Seald would need a call of its API this server does not make. The
// browser checks the connector of its own account when it opens it (SealdVault).
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError } from '../../core/errors.ts'
import { conflict, deploymentOf, notTheCaller, owner } from './rules.ts'
import type { SealdServices } from './services.ts'

export async function recordSealdIdentity(
  { request, body }: OperationContext<'recordSealdIdentity'>,
  services: SealdServices,
): Promise<Reply<'recordSealdIdentity'>> {
  deploymentOf(services)
  const { user } = await owner(request, services)
  if (body.userId !== user.id) throw notTheCaller()
  const recorded = await services.repository.recordIdentity(user.id, body.sealdId, services.config.now())
  if (recorded === 'userHasAnother') {
    throw apiError(409, 'ALREADY_REGISTERED', 'Une identité Seald est déjà enregistrée pour ce compte')
  }
  if (recorded === 'sealdIdTaken') throw conflict("Cette identité Seald est celle d'un autre compte")
  return { status: 201, body: undefined }
}
