// GET /keys/backup-share: the application server's share of the caller's identity backup (the key store
// keeps the other); never to an administrator acting through the account.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { writer } from './rules.ts'
import type { KeysServices } from './services.ts'

export async function getBackupShare(
  { request }: OperationContext<'getBackupShare'>,
  services: KeysServices,
): Promise<Reply<'getBackupShare'>> {
  const account = await writer(request, services)
  return {
    status: 200,
    body: { share: await services.directory.backupShare(account.user.id, services.config.now()) },
  }
}
