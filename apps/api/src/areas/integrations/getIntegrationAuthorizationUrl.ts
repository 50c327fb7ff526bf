// GET /integration/{integrationType}/authorization-url: where 'Activer' sends the browser. The provider
// makes the address; it sends the browser back to the app's callback route (callback-url.ts).
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { callbackUrl } from './callback-url.ts'
import type { IntegrationType } from './providers.ts'
import type { IntegrationsServices } from './services.ts'

export async function getIntegrationAuthorizationUrl(
  { request, application, params }: OperationContext<'getIntegrationAuthorizationUrl'>,
  { accounts, config, registry }: IntegrationsServices,
): Promise<Reply<'getIntegrationAuthorizationUrl'>> {
  const { user } = await accounts.account(request)
  // The contract has checked it is one of the types.
  const type = params.integrationType as IntegrationType
  const provider = registry.provider(type)
  const redirectUri = callbackUrl(request, config.appOrigins, application, type)
  const url = await provider.authorizationUrl({ application, userId: user.id }, redirectUri)
  return { status: 200, body: { url } }
}
