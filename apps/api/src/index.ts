export { createServer, type ApiServer } from './server.ts'
export {
  loadConfig,
  type ApiConfig,
  type DatabaseConfig,
  type EnvMode,
  type Application,
} from './core/config.ts'
export { DEMO_ACCOUNTS, type DemoAccount } from './areas/accounts/demo-accounts.ts'
