// The prescription software of the consultation rooms: the local prescription service in LOCAL/DEV,
// served beside the API as a plugin of its own (it stands for an outside software: its pages are not
// the API's contract); none in PROD until a prescription software's adapter is configured (the room's
// 'Ordonnance' then says the service is unavailable).
import type { Server } from '@hapi/hapi'
import type { ApiConfig } from '../../core/config.ts'
import { localPrescriptionSoftware } from './local/service.ts'
import type { PrescriptionSoftware } from './port.ts'

const LOCAL_PRESCRIPTION_PLUGIN = 'local-prescription-service'

export async function createPrescriptionSoftware(
  server: Server,
  config: ApiConfig,
): Promise<PrescriptionSoftware | null> {
  if (config.mode === 'PROD') return null
  let software: PrescriptionSoftware | null = null
  await server.register({
    plugin: {
      name: LOCAL_PRESCRIPTION_PLUGIN,
      register(plugin) {
        software = localPrescriptionSoftware(plugin, { publicUrl: config.publicUrl, now: config.now })
      },
    },
  })
  return software
}
