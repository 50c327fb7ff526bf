// What the integrations area's handlers use, built once per server: the registry of providers, in the
// order the settings list them.
import type { AccountResolver } from '../../core/accounts/current-account.ts'
import type { ApiConfig } from '../../core/config.ts'
import type { AreaContext } from '../area.ts'
import { CalendarFeedsRepository } from '../calendar-feed/index.ts'
import { AuthorizationCodesRepository } from './authorization-codes-repository.ts'
import { ICalendarFeedProvider } from './ical-provider.ts'
import { IntegrationRegistry } from './providers.ts'

export interface IntegrationsServices {
  config: ApiConfig
  accounts: AccountResolver
  registry: IntegrationRegistry
}

export function integrationsServices({ config, db, accounts }: AreaContext): IntegrationsServices {
  const codes = new AuthorizationCodesRepository(db)
  return {
    config,
    accounts,
    registry: new IntegrationRegistry([
      new ICalendarFeedProvider(new CalendarFeedsRepository(db), codes, config),
    ]),
  }
}
