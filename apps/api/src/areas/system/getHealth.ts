// GET /health: the database and the realtime fan-out, for load balancers and monitoring. A probe sends
// no X-Application-Name or X-Env-Mode: the contract makes them optional here, and nothing below reads them.
import { pingDatabase } from '../../core/database/database.ts'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { API_VERSION, type SystemServices } from './services.ts'

export async function getHealth(
  _ctx: OperationContext<'getHealth'>,
  { config, db, databaseKind, fanOut: realtime }: SystemServices,
): Promise<Reply<'getHealth'>> {
  const up = await pingDatabase(db)
  // Read at each call: it changes as Redis comes and goes.
  const fanOut = realtime.state()
  const body = {
    status: up && fanOut !== 'unavailable' ? ('ok' as const) : ('degraded' as const),
    database: up ? ('ok' as const) : ('unavailable' as const),
    databaseKind,
    version: API_VERSION,
    mode: config.mode,
    realtime: { fanOut },
  }
  // Only the database takes an instance out of service: without Redis it still serves HTTP and
  // its own sockets, so a load balancer must keep sending it traffic (200, status degraded).
  return up ? { status: 200, body } : { status: 503, body }
}
