// The sessions table (core/tables.ts): created, found by token hash, slid, rotated and revoked.
import type { Kysely, Selectable } from 'kysely'
import type { SessionTables, SessionsTable } from '../tables.ts'

export type SessionRow = Selectable<SessionsTable>

export class SessionsRepository<D extends SessionTables = SessionTables> {
  private readonly db: Kysely<SessionTables>

  /** `db` may hold more tables (the application database does): only `sessions` is used. */
  constructor(db: Kysely<D>) {
    this.db = db as unknown as Kysely<SessionTables>
  }

  async create(row: Omit<SessionRow, 'revoked_at'>): Promise<void> {
    await this.db
      .insertInto('sessions')
      .values({ ...row, revoked_at: null })
      .execute()
  }

  async findByTokenHash(tokenHash: string): Promise<SessionRow | undefined> {
    return this.db.selectFrom('sessions').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst()
  }

  async touch(id: string, lastSeenAt: Date, idleExpiresAt: Date): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ last_seen_at: lastSeenAt, idle_expires_at: idleExpiresAt })
      .where('id', '=', id)
      .execute()
  }

  /** Rotation replaces the hash in place: the old token stops matching at once. */
  async rotate(
    id: string,
    oldHash: string,
    newHash: string,
    now: Date,
    idleExpiresAt: Date,
  ): Promise<boolean> {
    const row = await this.db
      .updateTable('sessions')
      .set({ token_hash: newHash, last_seen_at: now, idle_expires_at: idleExpiresAt })
      .where('id', '=', id)
      .where('token_hash', '=', oldHash)
      .where('revoked_at', 'is', null)
      .returning('id')
      .executeTakeFirst()
    return row !== undefined
  }

  async revoke(id: string, now: Date): Promise<void> {
    await this.db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', id).execute()
  }
}
