// The integrations area's table (migration 2026-12-09_integration-authorization-codes): the one-time
// codes of the integrations whose provider is the product itself, by their hash.
import type { Timestamp } from '../../core/database/columns.ts'

interface IntegrationAuthorizationCodesTable {
  /** SHA-256 of the code, base64url (core/codes/secrets.ts, `hashToken`). */
  code_hash: string
  user_id: string
  application: string
  integration_type: string
  expires_at: Timestamp
}

export interface IntegrationsTables {
  integration_authorization_codes: IntegrationAuthorizationCodesTable
}
