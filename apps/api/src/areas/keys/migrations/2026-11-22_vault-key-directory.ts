// The key directory of the end-to-end encryption (plugins/key-directory): public identities, encryption
// sessions with their epochs and wrapped keys, groups with their public keys, members and key shares,
// and the application server's half of each identity backup. Nothing here opens anything on its own:
// wrapped keys and shares are sealed for private keys that never leave the users' devices.
// The key store (plugins/key-store) keeps its own tables and migrations, possibly in another database.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('key_identities')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('encryption_key', 'jsonb', (c) => c.notNull())
    .addColumn('signing_key', 'jsonb', (c) => c.notNull())
    .addColumn('signing_key_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('key_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('application', 'text', (c) => c.notNull())
    // No foreign key: the session outlives its creator's account.
    .addColumn('created_by', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('key_session_recipients')
    .addColumn('session_id', 'text', (c) => c.notNull().references('key_sessions.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('user', 'group')`))
    .addColumn('recipient_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('key_session_recipients_pkey', ['session_id', 'kind', 'recipient_id'])
    .execute()
  await db.schema
    .createIndex('key_session_recipients_by_recipient')
    .on('key_session_recipients')
    .columns(['kind', 'recipient_id'])
    .execute()

  await db.schema
    .createTable('key_session_epochs')
    .addColumn('session_id', 'text', (c) => c.notNull().references('key_sessions.id').onDelete('cascade'))
    .addColumn('epoch', 'integer', (c) => c.notNull())
    .addColumn('group_key_versions', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('key_session_epochs_pkey', ['session_id', 'epoch'])
    .execute()

  await db.schema
    .createTable('key_wrapped_keys')
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('epoch', 'integer', (c) => c.notNull())
    .addColumn('sealed_for_kind', 'text', (c) => c.notNull().check(sql`sealed_for_kind in ('user', 'group')`))
    .addColumn('sealed_for_id', 'text', (c) => c.notNull())
    // 0 for a user; the group key version it was sealed for otherwise.
    .addColumn('sealed_for_version', 'integer', (c) => c.notNull())
    .addColumn('box', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('key_wrapped_keys_pkey', [
      'session_id',
      'epoch',
      'sealed_for_kind',
      'sealed_for_id',
      'sealed_for_version',
    ])
    .addForeignKeyConstraint(
      'key_wrapped_keys_epoch_fkey',
      ['session_id', 'epoch'],
      'key_session_epochs',
      ['session_id', 'epoch'],
      (c) => c.onDelete('cascade'),
    )
    .execute()

  await db.schema
    .createTable('key_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('key_version', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('key_groups_application_name_key', ['application', 'name'])
    .execute()

  await db.schema
    .createTable('key_group_public_keys')
    .addColumn('group_id', 'text', (c) => c.notNull().references('key_groups.id').onDelete('cascade'))
    .addColumn('key_version', 'integer', (c) => c.notNull())
    .addColumn('public_key', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('key_group_public_keys_pkey', ['group_id', 'key_version'])
    .execute()

  await db.schema
    .createTable('key_group_members')
    .addColumn('group_id', 'text', (c) => c.notNull().references('key_groups.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('added_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('key_group_members_pkey', ['group_id', 'user_id'])
    .execute()
  await db.schema.createIndex('key_group_members_by_user').on('key_group_members').column('user_id').execute()

  await db.schema
    .createTable('key_group_shares')
    .addColumn('group_id', 'text', (c) => c.notNull().references('key_groups.id').onDelete('cascade'))
    .addColumn('key_version', 'integer', (c) => c.notNull())
    .addColumn('member_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('box', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('key_group_shares_pkey', ['group_id', 'key_version', 'member_id'])
    .execute()

  await db.schema
    .createTable('key_backup_shares')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('share', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'key_backup_shares',
    'key_group_shares',
    'key_group_members',
    'key_group_public_keys',
    'key_groups',
    'key_wrapped_keys',
    'key_session_epochs',
    'key_session_recipients',
    'key_sessions',
    'key_identities',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
