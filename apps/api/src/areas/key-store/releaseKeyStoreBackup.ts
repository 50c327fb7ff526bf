// POST /key-store/backup/release: gives the caller's backup and the key store's half of its key back,
// against a code sent for releasing (a new device restoring the identity), with the claim keys deposited
// for the caller. They stay until the browser deletes each one after converting its claim.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { invalidChallenge, owner, verifyChallenge } from './challenges.ts'
import type { KeyStoreServices } from './services.ts'

export async function releaseKeyStoreBackup(
  { request, body }: OperationContext<'releaseKeyStoreBackup'>,
  services: KeyStoreServices,
): Promise<Reply<'releaseKeyStoreBackup'>> {
  const { config, store } = services
  const { user } = await owner(request, services)
  await verifyChallenge(request, user.id, 'release', body.challenge, services)
  const backup = await store.releaseBackup(user.id, config.now())
  if (!backup) throw invalidChallenge()
  return { status: 200, body: { ...backup, claimKeys: await store.claimKeysOf(user.id) } }
}
