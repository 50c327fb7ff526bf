// Process entry: reads the environment, starts the API, shuts down gracefully on SIGINT/SIGTERM
// (in-flight requests finish, then the database closes).
import { loadConfig } from './core/config.ts'
import { createServer } from './server.ts'

const config = loadConfig()
const api = await createServer(config)
await api.start()
console.log(`API listening on http://localhost:${config.port}`)

let stopping = false
const shutdown = (signal: string) => {
  if (stopping) return
  stopping = true
  api.server.logger.info({ signal }, 'shutting down')
  api
    .stop(10_000)
    .then(() => process.exit(0))
    .catch((error: unknown) => {
      console.error(error)
      process.exit(1)
    })
}
process.on('SIGINT', () => shutdown('SIGINT'))
process.on('SIGTERM', () => shutdown('SIGTERM'))
