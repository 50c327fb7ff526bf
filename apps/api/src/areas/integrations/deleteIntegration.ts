// DELETE /integration/{integrationId}: 'Désactiver'. The id names one of the caller's activations; the
// providers are asked for the caller's own only, so anyone else's id is not found.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import type { IntegrationsServices } from './services.ts'

export async function deleteIntegration(
  { request, application, params }: OperationContext<'deleteIntegration'>,
  { accounts, registry }: IntegrationsServices,
): Promise<Reply<'deleteIntegration'>> {
  const { user } = await accounts.account(request)
  const owner = { application, userId: user.id }
  for (const provider of registry.providers) {
    const activation = await provider.activation(owner)
    if (activation?.id === params.integrationId) {
      await provider.deactivate(owner)
      return { status: 204, body: undefined }
    }
  }
  throw notFound('Intégration introuvable')
}
