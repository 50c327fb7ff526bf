// The migration list, imported statically so the same set runs from tsx, vitest and a bundle
// (a folder scan would depend on how the code is loaded). Names keep the file's ISO date prefix.
import type { Migration } from 'kysely/migration'
import * as auth from './2026-11-21_auth.ts'
import * as accounts from './2026-11-22_accounts.ts'
import * as psc from './2026-11-22_psc.ts'
import * as vaultKeyDirectory from './2026-11-22_vault-key-directory.ts'
import * as channels from './2026-11-23_channels.ts'
import * as medicalRecord from './2026-11-23_medical-record.ts'
import * as administrators from './2026-11-25_administrators.ts'
import * as demoAccounts from './2026-11-25_demo-accounts.ts'
import * as identifierChanges from './2026-11-25_identifier-changes.ts'
import * as oneTimeCodeAttempts from './2026-11-25_one-time-code-attempts.ts'
import * as encryptedEnvelopes from './2026-11-26_encrypted-envelopes.ts'

export const migrations: Record<string, Migration> = {
  '2026-11-21_auth': auth,
  '2026-11-22_accounts': accounts,
  '2026-11-22_psc': psc,
  '2026-11-22_vault-key-directory': vaultKeyDirectory,
  '2026-11-23_channels': channels,
  '2026-11-23_medical-record': medicalRecord,
  '2026-11-25_administrators': administrators,
  '2026-11-25_demo-accounts': demoAccounts,
  '2026-11-25_identifier-changes': identifierChanges,
  '2026-11-25_one-time-code-attempts': oneTimeCodeAttempts,
  '2026-11-26_encrypted-envelopes': encryptedEnvelopes,
}
