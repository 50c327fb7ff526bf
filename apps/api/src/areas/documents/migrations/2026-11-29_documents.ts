// A patient's documents. The file is in blob storage, encrypted in the browser; the row keeps whose it
// is, who added it, its kind and the encrypted metadata (title, file name, type of content). The CHECK
// refuses anything but an envelope's shape for the metadata, as the other encrypted columns do, even
// from a code path that would skip the contract's validation. Written out rather than imported: a
// migration must keep doing what it did.
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
    .createTable('documents')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('patient_user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('author_user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('type', 'text', (c) =>
      c.notNull().check(sql`type in ('document', 'diagnosticReport', 'other')`),
    )
    .addColumn('metadata', 'jsonb', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('size', 'bigint', (c) => c.notNull().check(sql`size > 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('documents_metadata_shape', envelopeShape('metadata'))
    .execute()
  await db.schema
    .createIndex('documents_by_patient')
    .on('documents')
    .columns(['patient_user_id', 'created_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('documents').execute()
}
