// The key directory's migrations. Frozen: a change is a new, later-dated file.
import type { Migrations } from '../../../core/database/migrate.ts'
import * as vaultKeyDirectory from './2026-11-22_vault-key-directory.ts'

export const migrations: Migrations = {
  '2026-11-22_vault-key-directory': vaultKeyDirectory,
}
