// The integrations area: the services a practitioner connects to their account ('Paramètres' ›
// 'Intégrations'), from a registry of providers (providers.ts). The first is the calendar feed, whose
// provider is the product itself (ical-provider.ts).
//
// Rules (the authorization matrix holds every operation to them):
// - Doctors, assistants and midwives list their integrations; they activate, synchronise and deactivate
//   them themselves, not through an impersonation (the calendar link is a secret). Anyone else gets 403.
// - Activating goes through the provider's authorization: the address it gives, then the code it sends
//   back to the app's callback. The product's own codes are 32 random bytes kept as their hash, valid
//   5 minutes, once, for the account they were made for; any other code is a 400 and changes nothing.
// - Deactivating takes the activation's id, looked up among the caller's own: anyone else's is a 404.
import type { Plugin } from '@hapi/hapi'
import type { AreaContext } from '../area.ts'
import { authorizeIntegration } from './authorizeIntegration.ts'
import { deleteIntegration } from './deleteIntegration.ts'
import { getIntegrationAuthorizationUrl } from './getIntegrationAuthorizationUrl.ts'
import { listIntegrations } from './listIntegrations.ts'
import { integrationsServices } from './services.ts'
import { syncIntegration } from './syncIntegration.ts'

export const integrationsModule: Plugin<AreaContext> = {
  name: 'integrations',
  dependencies: ['contract'],
  register(server, context) {
    const services = integrationsServices(context)
    server.operation('listIntegrations', listIntegrations, services)
    server.operation('getIntegrationAuthorizationUrl', getIntegrationAuthorizationUrl, services)
    server.operation('authorizeIntegration', authorizeIntegration, services)
    server.operation('syncIntegration', syncIntegration, services)
    server.operation('deleteIntegration', deleteIntegration, services)
  },
}
