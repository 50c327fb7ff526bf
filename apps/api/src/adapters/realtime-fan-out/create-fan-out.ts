// Chooses the fan-out for the configuration: Redis with REDIS_URL, this instance alone otherwise.
import type { FanOutLog, RealtimeFanOut } from './port.ts'
import { localFanOut } from './local.ts'
import { redisFanOut } from './redis.ts'

export function createFanOut(redisUrl: string | null | undefined, log: FanOutLog): Promise<RealtimeFanOut> {
  return redisUrl ? redisFanOut(redisUrl, log) : Promise.resolve(localFanOut())
}
