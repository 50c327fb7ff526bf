// POST /integration/{integrationType}/authorization-callback: the app's callback hands over the code its
// query held, and the provider exchanges it. A code the provider refuses (expired, used, another
// account's) activates nothing: a 400 the callback shows.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError } from '../../core/errors.ts'
import { INTEGRATION_CODE_REFUSED } from '@relais/domain'
import { integrationOf, type IntegrationType } from './providers.ts'
import type { IntegrationsServices } from './services.ts'

export async function authorizeIntegration(
  { request, application, params, body }: OperationContext<'authorizeIntegration'>,
  { accounts, registry }: IntegrationsServices,
): Promise<Reply<'authorizeIntegration'>> {
  const { user } = await accounts.account(request)
  const provider = registry.provider(params.integrationType as IntegrationType)
  const granted = await provider.authorize({ application, userId: user.id }, body.code)
  if (!granted) {
    throw apiError(400, 'INVALID_CODE', INTEGRATION_CODE_REFUSED, {
      fieldErrors: [{ field: 'body.code', message: INTEGRATION_CODE_REFUSED }],
    })
  }
  return {
    status: 200,
    body: {
      integration: integrationOf(provider, granted.activation),
      subscriptionUrl: granted.subscriptionUrl,
    },
  }
}
