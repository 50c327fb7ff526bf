// DELETE /key-store/claim-keys/{claimId}: forgets a claim key once its claim is converted; the user it was
// deposited for only (404 for anyone else).
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import { owner } from './challenges.ts'
import type { KeyStoreServices } from './services.ts'

export async function deleteKeyStoreClaimKey(
  { request, params }: OperationContext<'deleteKeyStoreClaimKey'>,
  services: KeyStoreServices,
): Promise<Reply<'deleteKeyStoreClaimKey'>> {
  const { user } = await owner(request, services)
  if (!(await services.store.deleteClaimKey(user.id, params.claimId as string))) {
    throw notFound('Clé de demande introuvable')
  }
  return { status: 204, body: undefined }
}
