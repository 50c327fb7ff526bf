// A user's last known position is kept two months at most (the privacy policy): the hourly sweep finds
// the old ones by when they were recorded. Frozen: later changes go in new, later-dated migrations.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('users_position_updated_at')
    .on('users')
    .column('position_updated_at')
    .where(sql<boolean>`position_updated_at is not null`)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_position_updated_at').execute()
}
