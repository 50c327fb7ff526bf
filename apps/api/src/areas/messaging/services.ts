// What the messaging area's handlers use, built once per server.
import type { RealtimeFanOut } from '../../adapters/realtime-fan-out/port.ts'
import type { AccountResolver } from '../../core/accounts/current-account.ts'
import type { ApiConfig } from '../../core/config.ts'
import type { RateLimiter } from '../../core/limits/rate-limiter.ts'
import type { AreaContext } from '../area.ts'
import { ChannelsRepository } from './channels-repository.ts'

export interface MessagingServices {
  config: ApiConfig
  accounts: AccountResolver
  channels: ChannelsRepository
  rateLimiter: RateLimiter
  /** How a new message reaches its recipients' sockets, on this instance and the others. */
  fanOut: RealtimeFanOut
}

export function messagingServices({
  config,
  db,
  accounts,
  rateLimiter,
  fanOut,
}: AreaContext): MessagingServices {
  return { config, accounts, channels: new ChannelsRepository(db), rateLimiter, fanOut }
}
