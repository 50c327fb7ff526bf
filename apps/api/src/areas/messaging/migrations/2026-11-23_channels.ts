// Conversations (plugins/channels): channels, their participants and their messages. A message's text
// is the vault's encrypted envelope, stored as the client sent it: the server never holds a key to it.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('channels')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('channel_type', 'text', (c) => c.notNull().check(sql`channel_type in ('OneToOne')`))
    // The two participants' ids, sorted and joined: one OneToOne channel per pair and application.
    .addColumn('pair_key', 'text', (c) => c.notNull())
    // The vault's encryption session of the conversation, set once by a participant.
    .addColumn('sld_id', 'text')
    .addColumn('created_by', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_activity_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('channels_one_per_pair')
    .on('channels')
    .columns(['application', 'channel_type', 'pair_key'])
    .unique()
    .execute()

  await db.schema
    .createTable('channel_participants')
    .addColumn('channel_id', 'uuid', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('channel_participants_pkey', ['channel_id', 'user_id'])
    .execute()
  await db.schema
    .createIndex('channel_participants_by_user')
    .on('channel_participants')
    .columns(['user_id', 'channel_id'])
    .execute()

  await db.schema
    .createTable('channel_messages')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('channel_id', 'uuid', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    // No foreign key: a message outlives its author's account.
    .addColumn('author_id', 'uuid', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('mentions', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('channel_messages_by_channel_time')
    .on('channel_messages')
    .columns(['channel_id', 'created_at', 'id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('channel_messages').execute()
  await db.schema.dropTable('channel_participants').execute()
  await db.schema.dropTable('channels').execute()
}
