// The station platform of the health check-ups: the local station platform in LOCAL/DEV, served beside
// the API as a plugin of its own (it stands for an outside service: its route is not the API's
// contract), with a demo check-up when the demo data is seeded; none in PROD until a platform's adapter
// is configured (the check-up operations then answer 503).
import type { Server } from '@hapi/hapi'
import type { ApiConfig } from '../../core/config.ts'
import { localCheckupStation } from './local/station.ts'
import type { CheckupStations } from './port.ts'

const LOCAL_STATION_PLUGIN = 'local-checkup-station'

export async function createCheckupStations(
  server: Server,
  config: ApiConfig,
): Promise<CheckupStations | null> {
  if (config.mode === 'PROD') return null
  let stations: CheckupStations | null = null
  await server.register({
    plugin: {
      name: LOCAL_STATION_PLUGIN,
      register(plugin) {
        stations = localCheckupStation(plugin, { now: config.now, seed: config.runSeeds })
      },
    },
  })
  return stations
}
