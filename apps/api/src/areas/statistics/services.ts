// What the statistics area's handlers use, built once per server.
import type { AccountResolver } from '../../core/accounts/current-account.ts'
import type { ApiConfig } from '../../core/config.ts'
import type { AreaContext } from '../area.ts'
import { StatisticsRepository } from './statistics-repository.ts'

export interface StatisticsServices {
  config: ApiConfig
  accounts: AccountResolver
  statistics: StatisticsRepository
}

export function statisticsServices({ config, db, accounts }: AreaContext): StatisticsServices {
  return { config, accounts, statistics: new StatisticsRepository(db) }
}
