// Patients added by a practitioner: the answers of the wizard's history step (blood group, treatments,
// background, allergies) arrive as the vault's envelope, encrypted in the practitioner's browser, and
// wait here for the patient's record. The CHECK refuses anything but an envelope's shape, as the
// medical record's does, even from a code path that would skip the contract's validation. Written out
// rather than imported: a migration must keep doing what it did.
//
// The patient lists and the global search read and sort a structure's patients by name without accents
// or case (10,000 in one structure must stay fast): computing that form of 10,000 names on every call
// cost more than the whole answer may. The profiles keep it in a generated column, which the database
// rewrites with every change of a name, whoever writes it; the lists walk its index in order.
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

/** A name as patient-search.ts's `nameSearchWords` reads it: no accents, lower-cased, words apart. */
const searchable = (column: string) =>
  sql`regexp_replace(lower(regexp_replace(normalize(${sql.ref(column)}, NFD), '[\u0300-\u036f]', '', 'g')), '[^a-z0-9]+', ' ', 'g')`

export async function up(db: Kysely<unknown>): Promise<void> {
  // ' dupont  helene': a space before each word, so that a word typed matches one's start as '% word';
  // two between the family and the given name, which sort before any letter, so that the key's order is
  // the family name's, then the given name's (Dupont Zoé before Dupont-Martin Anne).
  await db.schema
    .alterTable('profiles')
    .addColumn('name_search_key', 'text', (c) =>
      c
        .generatedAlwaysAs(sql`' ' || ${searchable('family_name')} || '  ' || ${searchable('given_name')}`)
        .stored(),
    )
    .execute()
  // Byte order, the same on every server whatever its locale: the key holds a-z, 0-9 and spaces only.
  await sql`create index profiles_name_search_key on profiles (name_search_key collate "C")`.execute(db)

  await db.schema
    .createTable('patient_intakes')
    // One intake per patient: the answers given when the account was created.
    .addColumn('patient_user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // Who typed them; null once that account is gone (the intake stays the patient's).
    .addColumn('author_user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    // The envelope names its encryption session (`encryptionSessionId`): one source, no mismatch.
    .addColumn('envelope', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('patient_intakes_envelope_shape', envelopeShape('envelope'))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('patient_intakes').execute()
  await db.schema.dropIndex('profiles_name_search_key').execute()
  await db.schema.alterTable('profiles').dropColumn('name_search_key').execute()
}
