export { createServer, type ApiServer } from './server.ts'
export { loadConfig, type ApiConfig, type DatabaseConfig, type EnvMode, type Application } from './config.ts'
export { DEMO_ACCOUNTS, type DemoAccount } from './db/seeds/demo-accounts.ts'
