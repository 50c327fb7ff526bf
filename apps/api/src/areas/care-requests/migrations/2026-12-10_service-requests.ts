// Care requests: who asked (a structure's member for one of its patients, or a patient for herself),
// for whom, what kinds of care, when and where. The wizard's answers are medical: an envelope of the
// contract's shape, which a CHECK holds to as the other encrypted columns do, so that text in clear is
// refused even from a code path that would skip the contract's validation. What dispatching needs is
// in clear: the types, the date, the address and its coordinates. Written out rather than imported: a
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
    .createTable('service_requests')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('DRAFT', 'ONHOLD', 'ACTIVE')`))
    .addColumn('request_types', 'jsonb', (c) => c.notNull())
    .addColumn('request_date', 'date', (c) => c.notNull())
    .addColumn('patient_user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('requester_user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('requester_organization_id', 'uuid', (c) =>
      c.references('organizations.id').onDelete('cascade'),
    )
    .addColumn('performer_user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('location', 'jsonb', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('form', 'jsonb', (c) => c.notNull().check(envelopeShape('form')))
    .addColumn('authored_on', 'timestamptz', (c) => c.notNull())
    .execute()
  // A structure's list, the newest first.
  await db.schema
    .createIndex('service_requests_by_organization')
    .on('service_requests')
    .columns(['requester_organization_id', 'authored_on'])
    .execute()
  // A patient's requests.
  await db.schema
    .createIndex('service_requests_by_patient')
    .on('service_requests')
    .columns(['patient_user_id', 'authored_on'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('service_requests').execute()
}
