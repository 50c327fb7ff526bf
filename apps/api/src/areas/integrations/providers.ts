// The port every integration's provider implements, and the registry of them. A provider owns how its
// service is authorized (its authorization address, the exchange of the code it sends back) and what
// activating, synchronising and deactivating mean to it; the handlers only route to it. An OAuth
// calendar provider is one more implementation: its address is the provider's consent page with our
// callback as `redirect_uri`, its exchange a token request.
import type { components } from '@relais/api-client/schema'
import type { Application } from '../../core/config.ts'
import { notFound } from '../../core/errors.ts'

export type IntegrationType = components['schemas']['IntegrationType']
type IntegrationFeature = components['schemas']['IntegrationFeature']
type Integration = components['schemas']['Integration']

/** Whose integration: an account of an application. */
export interface IntegrationOwner {
  application: Application
  userId: string
}

/** An account's activation of an integration. */
export interface Activation {
  id: string
  activatedAt: Date
}

/** An activation just made or synchronised, with the subscription link when the provider has one. */
export interface Granted {
  activation: Activation
  subscriptionUrl: string | null
}

export interface IntegrationProvider {
  readonly type: IntegrationType
  /** What the settings show (French). */
  readonly name: string
  readonly description: string
  /** `calendar`: the settings offer 'Synchroniser'. */
  readonly features: readonly IntegrationFeature[]
  activation(owner: IntegrationOwner): Promise<Activation | undefined>
  /** Where the browser goes to grant access; the provider sends it back to `redirectUri` with a code. */
  authorizationUrl(owner: IntegrationOwner, redirectUri: string): Promise<string>
  /** Exchanges the code the callback received: undefined when the provider refuses it. */
  authorize(owner: IntegrationOwner, code: string): Promise<Granted | undefined>
  /** Undefined when the owner has not activated it. */
  sync(owner: IntegrationOwner): Promise<Granted | undefined>
  /** Nothing left active afterwards; nothing to do when nothing was. */
  deactivate(owner: IntegrationOwner): Promise<void>
}

export class IntegrationRegistry {
  constructor(readonly providers: readonly IntegrationProvider[]) {}

  /** The contract lists the types; a type it lists without a provider here is not available. */
  provider(type: IntegrationType): IntegrationProvider {
    const provider = this.providers.find((p) => p.type === type)
    if (!provider) throw notFound('Intégration introuvable')
    return provider
  }
}

/** An integration as the contract gives it, from its provider and the owner's activation. */
export function integrationOf(
  provider: IntegrationProvider,
  activation: Activation | undefined,
): Integration {
  return {
    id: activation?.id ?? null,
    type: provider.type,
    name: provider.name,
    description: provider.description,
    isActivated: activation !== undefined,
    features: [...provider.features],
    activatedAt: activation?.activatedAt.toISOString() ?? null,
  }
}
