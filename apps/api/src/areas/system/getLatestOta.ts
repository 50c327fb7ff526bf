// GET /ota/latest: the version of the calling application's latest build and where it is served, for a
// native shell deciding whether to download it. Public, as a shell asks before anyone signs in.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import { appOrigin, builtVersion } from './app-builds.ts'
import type { SystemServices } from './services.ts'

export async function getLatestOta(
  { application }: OperationContext<'getLatestOta'>,
  { config }: SystemServices,
): Promise<Reply<'getLatestOta'>> {
  const url = appOrigin(config.appOrigins, application)
  const version = url ? await builtVersion(config.appBuildsDir, application) : null
  if (!url || !version) throw notFound("Aucune version de cette application n'est disponible.")
  return { status: 200, body: { version, url } }
}
