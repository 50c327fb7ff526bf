// Pro Santé Connect: sign-in transactions (state, nonce, PKCE verifier kept server-side for a few
// minutes) and the identity a provider asserted for a session (what /new-user prefills).
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('psc_transactions')
    .addColumn('state', 'text', (c) => c.primaryKey())
    .addColumn('application', 'text', (c) =>
      c.notNull().check(sql`application in ('perinatal', 'mobility', 'dispatch')`),
    )
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('return_origin', 'text', (c) => c.notNull())
    // SHA-256 of a random value held in this browser's HttpOnly cookie: a state alone is not enough.
    .addColumn('browser_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('psc_transactions_expiry').on('psc_transactions').column('expires_at').execute()

  await db.schema
    .createTable('session_identities')
    .addColumn('session_id', 'uuid', (c) => c.primaryKey().references('sessions.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('psc')`))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('claims', 'jsonb', (c) => c.notNull())
    // Kept for the provider's end-session request (id_token_hint) only.
    .addColumn('id_token', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('session_identities').execute()
  await db.schema.dropTable('psc_transactions').execute()
}
