// The key store's public surface: its entry in areas/index.ts, and its own database's migration and
// type (its tables are not in the application's DB: they may live in a database of their own).
import type { Area } from '../area.ts'
import { keyStoreModule } from './module.ts'

export const keyStore: Area = {
  name: 'key-store',
  module: keyStoreModule,
}

export { migrateKeyStore } from './migrations/index.ts'
export type { KeyStoreDB } from './tables.ts'
