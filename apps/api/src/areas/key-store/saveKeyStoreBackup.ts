// POST /key-store/backup: stores the caller's encrypted identity backup and the key store's half of its
// key, once, against a code sent for saving. The code proved the caller's email or phone: the answer
// holds the claim keys deposited for them.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError } from '../../core/errors.ts'
import { owner, verifyChallenge } from './challenges.ts'
import type { KeyStoreServices } from './services.ts'

export async function saveKeyStoreBackup(
  { request, body }: OperationContext<'saveKeyStoreBackup'>,
  services: KeyStoreServices,
): Promise<Reply<'saveKeyStoreBackup'>> {
  const { config, store } = services
  const { user } = await owner(request, services)
  if (await store.hasBackup(user.id)) throw apiError(409, 'ALREADY_REGISTERED', 'Already registered')
  await verifyChallenge(request, user.id, 'register', body.challenge, services)
  if (!(await store.saveBackup(user.id, body.backup, config.now()))) {
    throw apiError(409, 'ALREADY_REGISTERED', 'Already registered')
  }
  return { status: 201, body: { claimKeys: await store.claimKeysOf(user.id) } }
}
