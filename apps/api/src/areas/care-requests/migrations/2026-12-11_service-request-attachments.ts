// A care request's documents (the wizard's liaison letter and prescription): encrypted in the browser
// in the request's session, sent before the request that names them, and held to it once it does. In
// clear only which document of the wizard it is, its encrypted length, who sent it and for which
// structure; its title, file name and type are an envelope of the contract's shape, as every
// encrypted column is. Written out rather than imported: a migration must keep doing what it did.
import { sql, type Kysely, type RawBuilder } from 'kysely'

const FIELDS = ['version', 'encryptionSessionId', 'epoch', 'nonce', 'ciphertext']

/** The CHECK of an envelope column: an object with exactly the five fields, each of its shape. */
function envelopeShape(column: string): RawBuilder<unknown> {
  const c = sql.ref(column)
  const fields = sql.raw(`array[${FIELDS.map((f) => `'${f}'`).join(', ')}]`)
  return sql`(
    jsonb_typeof(${c}) = 'object'
    and ${c} ?& ${fields}
    and ${c} - ${fields} = '{}'::jsonb
    and ${c} -> 'version' = '1'::jsonb
    and jsonb_typeof(${c} -> 'encryptionSessionId') = 'string'
    and ${c} ->> 'encryptionSessionId' ~ '^[A-Za-z0-9_-]{16,64}$'
    and jsonb_typeof(${c} -> 'epoch') = 'number'
    and ${c} ->> 'epoch' ~ '^[0-9]{1,10}$'
    and jsonb_typeof(${c} -> 'nonce') = 'string'
    and ${c} ->> 'nonce' ~ '^[A-Za-z0-9_-]{16}$'
    and jsonb_typeof(${c} -> 'ciphertext') = 'string'
    and length(${c} ->> 'ciphertext') >= 22
    and ${c} ->> 'ciphertext' ~ '^[A-Za-z0-9_-]+$'
  )`
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('service_request_attachments')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('organization_id', 'uuid', (c) =>
      c.notNull().references('organizations.id').onDelete('cascade'),
    )
    .addColumn('uploader_user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('service_request_id', 'uuid', (c) => c.references('service_requests.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('llsDoc', 'ordonnanceDoc')`))
    .addColumn('metadata', 'jsonb', (c) => c.notNull().check(envelopeShape('metadata')))
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute()
  // A request's documents, in the order they were sent.
  await db.schema
    .createIndex('service_request_attachments_by_request')
    .on('service_request_attachments')
    .columns(['service_request_id', 'created_at'])
    .execute()
  // The documents sent that no request named yet: claimed by the next request, or swept after a day.
  await db.schema
    .createIndex('service_request_attachments_waiting')
    .on('service_request_attachments')
    .columns(['organization_id', 'created_at'])
    .where(sql.ref('service_request_id'), 'is', null)
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('service_request_attachments').execute()
}
