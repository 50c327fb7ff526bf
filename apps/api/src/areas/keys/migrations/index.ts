// The key directory's migrations. Frozen: a change is a new, later-dated file.
import type { Migrations } from '../../../core/database/migrate.ts'
import * as vaultKeyDirectory from './2026-11-22_vault-key-directory.ts'
import * as keyClaims from './2026-11-28_key-claims.ts'

export const migrations: Migrations = {
  '2026-11-22_vault-key-directory': vaultKeyDirectory,
  '2026-11-28_key-claims': keyClaims,
}
