// GET /integration: every provider of the registry, each with the caller's activation when there is one.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { integrationOf } from './providers.ts'
import type { IntegrationsServices } from './services.ts'

export async function listIntegrations(
  { request, application }: OperationContext<'listIntegrations'>,
  { accounts, registry }: IntegrationsServices,
): Promise<Reply<'listIntegrations'>> {
  const { user } = await accounts.account(request)
  const owner = { application, userId: user.id }
  const body = await Promise.all(
    registry.providers.map(async (provider) => integrationOf(provider, await provider.activation(owner))),
  )
  return { status: 200, body }
}
