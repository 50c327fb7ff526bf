// Short-lived sign-in transactions and the identities providers asserted for sessions.
import type { Kysely, Selectable } from 'kysely'
import type { components } from '@relais/api-client/schema'
import type { DB } from '../database.ts'
import type { PscTransactionsTable, StoredIdentityClaims } from './tables.ts'

type IdentityProvider = components['schemas']['IdentityProvider']

export type PscTransaction = Selectable<PscTransactionsTable>

export interface SessionIdentity {
  provider: 'psc'
  subject: string
  claims: StoredIdentityClaims
  idToken: string | null
}

export interface StoredSessionIdentity extends SessionIdentity {
  /** Written by `identityFromUserInfo`, whose user type comes from the domain's table. */
  claims: IdentityProvider
}

export class PscRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async createTransaction(row: PscTransaction, now: Date): Promise<void> {
    // Expired transactions are dropped as new ones arrive: the table stays as small as the traffic.
    await this.db.deleteFrom('psc_transactions').where('expires_at', '<', now).execute()
    await this.db.insertInto('psc_transactions').values(row).execute()
  }

  /** Takes a transaction once: a state can never be replayed, whatever the outcome. */
  async takeTransaction(state: string): Promise<PscTransaction | undefined> {
    return this.db.deleteFrom('psc_transactions').where('state', '=', state).returningAll().executeTakeFirst()
  }

  async saveIdentity(sessionId: string, identity: SessionIdentity, now: Date): Promise<void> {
    await this.db
      .insertInto('session_identities')
      .values({
        session_id: sessionId,
        provider: identity.provider,
        subject: identity.subject,
        claims: JSON.stringify(identity.claims),
        id_token: identity.idToken,
        created_at: now,
      })
      .execute()
  }

  async findIdentity(sessionId: string): Promise<StoredSessionIdentity | undefined> {
    const row = await this.db
      .selectFrom('session_identities')
      .selectAll()
      .where('session_id', '=', sessionId)
      .executeTakeFirst()
    if (!row) return undefined
    return {
      provider: 'psc',
      subject: row.subject,
      claims: row.claims as IdentityProvider,
      idToken: row.id_token,
    }
  }
}
