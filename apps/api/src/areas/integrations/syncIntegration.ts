// POST /integration/{integrationType}/sync: 'Synchroniser', which each provider defines (for the calendar
// feed, a new link: ical-provider.ts). Only an activated integration synchronises.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import { integrationOf, type IntegrationType } from './providers.ts'
import type { IntegrationsServices } from './services.ts'

export async function syncIntegration(
  { request, application, params }: OperationContext<'syncIntegration'>,
  { accounts, registry }: IntegrationsServices,
): Promise<Reply<'syncIntegration'>> {
  const { user } = await accounts.account(request)
  const provider = registry.provider(params.integrationType as IntegrationType)
  const granted = await provider.sync({ application, userId: user.id })
  if (!granted) throw notFound("Cette intégration n'est pas activée")
  return {
    status: 200,
    body: {
      integration: integrationOf(provider, granted.activation),
      subscriptionUrl: granted.subscriptionUrl,
    },
  }
}
