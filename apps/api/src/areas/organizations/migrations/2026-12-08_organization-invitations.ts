// A structure's invitations, kept so that its managers see those not answered yet ('Invitation en
// attente') and so that an email invitation is honoured when its recipient registers: either a
// practitioner who has an account (`user_id`), pending until they join the team, or an email
// (`email`), pending until an account of the application registers with it (`joined_user_id`).
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('organization_invitations')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('organization_id', 'uuid', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('invited_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('joined_user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('joined_at', 'timestamptz')
    .addCheckConstraint('organization_invitations_one_invitee', sql`(user_id is null) <> (email is null)`)
    .execute()
  // One invitation per practitioner and structure, and one waiting per email: inviting again
  // replaces its message.
  await db.schema
    .createIndex('organization_invitations_user')
    .unique()
    .on('organization_invitations')
    .columns(['organization_id', 'user_id'])
    .where(sql.ref('user_id'), 'is not', null)
    .execute()
  await db.schema
    .createIndex('organization_invitations_email')
    .unique()
    .on('organization_invitations')
    .columns(['organization_id', 'email'])
    .where(sql<boolean>`email is not null and joined_at is null`)
    .execute()
  // Registration looks an email's invitations up in its application.
  await db.schema
    .createIndex('organization_invitations_by_email')
    .on('organization_invitations')
    .columns(['application', 'email'])
    .where(sql<boolean>`joined_at is null`)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('organization_invitations').execute()
}
