// The system area: health, the built apps' version for native shells, and the development outbox
// (LOCAL/DEV only).
import type { Plugin } from '@hapi/hapi'
import type { AreaContext } from '../area.ts'
import { getHealth } from './getHealth.ts'
import { getLatestOta } from './getLatestOta.ts'
import { listOutbox } from './listOutbox.ts'
import { systemServices } from './services.ts'

export const systemModule: Plugin<AreaContext> = {
  name: 'system',
  register(server, context) {
    const services = systemServices(context)
    server.operation('getHealth', getHealth, services)
    server.operation('listOutbox', listOutbox, services)
    server.operation('getLatestOta', getLatestOta, services)
  },
}
