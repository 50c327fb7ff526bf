// The messaging area's migrations. Frozen: a change is a new, later-dated file.
// 2026-11-26_encrypted-envelopes also converts `medical_records` (medical-record) to envelope objects.
import type { Migrations } from '../../../core/database/migrate.ts'
import * as channels from './2026-11-23_channels.ts'
import * as encryptedEnvelopes from './2026-11-26_encrypted-envelopes.ts'

export const migrations: Migrations = {
  '2026-11-23_channels': channels,
  '2026-11-26_encrypted-envelopes': encryptedEnvelopes,
}
