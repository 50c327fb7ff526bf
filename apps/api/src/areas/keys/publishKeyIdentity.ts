// POST /keys/identity: the caller publishes their own public identity, once.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError, forbidden, validationFailed } from '../../core/errors.ts'
import { rawPointHash, writer } from './rules.ts'
import type { KeysServices } from './services.ts'

export async function publishKeyIdentity(
  { request, body }: OperationContext<'publishKeyIdentity'>,
  services: KeysServices,
): Promise<Reply<'publishKeyIdentity'>> {
  const account = await writer(request, services)
  if (body.userId !== account.user.id) throw forbidden('Vous ne publiez que votre propre identité')
  if (rawPointHash(body.signingKey) !== body.signingKeyHash) {
    throw validationFailed([
      { field: 'body.signingKeyHash', message: 'Ne correspond pas à la clé de signature' },
    ])
  }
  if (!(await services.directory.publishIdentity(body, services.config.now()))) {
    throw apiError(409, 'ALREADY_REGISTERED', 'Already registered')
  }
  return { status: 201, body: undefined }
}
