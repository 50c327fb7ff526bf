// What the practitioners of an appointment record during it: vital signs, urine strips, biochemistry
// panels, ECG traces, notes. Each is encrypted in the browser for the patient's medical-file group; the
// row keeps which appointment and patient it belongs to, who recorded it and when. The CHECK refuses
// anything but an envelope's shape, as the other encrypted columns do, even from a code path that would
// skip the contract's validation. Written out rather than imported: a migration must keep doing what it
// did.
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
    .createTable('appointment_observations')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('application', 'text', (c) => c.notNull())
    .addColumn('appointment_id', 'uuid', (c) => c.notNull().references('appointments.id').onDelete('cascade'))
    .addColumn('patient_user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('author_user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('envelope', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    // The order they were saved in, those of one request in the order sent: several share an instant.
    .addColumn('seq', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity())
    .addCheckConstraint('appointment_observations_envelope_shape', envelopeShape('envelope'))
    .execute()
  await db.schema
    .createIndex('appointment_observations_by_appointment')
    .on('appointment_observations')
    .columns(['appointment_id', 'seq'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('appointment_observations').execute()
}
