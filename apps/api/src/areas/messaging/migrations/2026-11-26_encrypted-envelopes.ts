// Ciphertext fields hold ciphertext only. Messages and the medical record stored the vault's envelope
// serialised into a text column, so any text was accepted, text in clear included. From here on the
// envelope is a jsonb object of the contract's `EncryptedEnvelope` shape
// ({version, encryptionSessionId, epoch, nonce, ciphertext}), and a CHECK constraint refuses any other
// shape even from a code path that would skip the contract's validation.
//
// Stored rows are converted from the vault's former serialisation ({v, sessionId, epoch, iv,
// ciphertext} in a string). A row that is not such an envelope is deleted: it is either text sent in
// clear straight to the API — exactly what must not be stored — or something no client can open.
// The rules are written out here rather than imported: a migration must keep doing what it did.
import { sql, type Kysely, type RawBuilder } from 'kysely'

const BATCH = 500
const FIELDS = ['version', 'encryptionSessionId', 'epoch', 'nonce', 'ciphertext']

interface Envelope {
  version: 1
  encryptionSessionId: string
  epoch: number
  nonce: string
  ciphertext: string
}

/** The new envelope of a former serialised one, or null when `stored` is not one. */
function convertSerialisedEnvelope(stored: string): Envelope | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(stored)
  } catch {
    return null
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null
  const { v, sessionId, epoch, iv, ciphertext } = parsed as Record<string, unknown>
  const envelope = { version: 1 as const, encryptionSessionId: sessionId, epoch, nonce: iv, ciphertext }
  const ok =
    v === 1 &&
    typeof sessionId === 'string' &&
    /^[A-Za-z0-9_-]{16,64}$/.test(sessionId) &&
    typeof epoch === 'number' &&
    Number.isInteger(epoch) &&
    epoch >= 0 &&
    epoch <= 0xffffffff &&
    typeof iv === 'string' &&
    /^[A-Za-z0-9_-]{16}$/.test(iv) &&
    typeof ciphertext === 'string' &&
    ciphertext.length >= 22 &&
    /^(?:[A-Za-z0-9_-]{4})*(?:[A-Za-z0-9_-]{2,3})?$/.test(ciphertext)
  return ok ? (envelope as Envelope) : null
}

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

/**
 * Fills `envelope` from the serialised text column `from` of `table`, by batches in key order; the rows
 * that do not convert keep a null envelope.
 */
async function convertRows(db: Kysely<unknown>, table: string, key: string, from: string): Promise<void> {
  let after: string | null = null
  for (;;) {
    const { rows }: { rows: Record<string, string>[] } = await sql<Record<string, string>>`
      select ${sql.ref(key)}::text as key, ${sql.ref(from)} as stored from ${sql.table(table)}
      where ${after === null ? sql`true` : sql`${sql.ref(key)} > ${after}::uuid`}
      order by ${sql.ref(key)} limit ${BATCH}`.execute(db)
    if (rows.length === 0) return
    const converted = rows.flatMap((row) => {
      const envelope = convertSerialisedEnvelope(row.stored as string)
      return envelope ? [sql`(${row.key}::uuid, ${JSON.stringify(envelope)}::jsonb)`] : []
    })
    if (converted.length > 0) {
      await sql`
        update ${sql.table(table)} as t set envelope = v.envelope
        from (values ${sql.join(converted)}) as v(key, envelope)
        where t.${sql.ref(key)} = v.key`.execute(db)
    }
    after = rows[rows.length - 1]!.key as string
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('channel_messages').addColumn('envelope', 'jsonb').execute()
  await convertRows(db, 'channel_messages', 'id', 'text')
  await sql`delete from channel_messages where envelope is null`.execute(db)
  await db.schema
    .alterTable('channel_messages')
    .alterColumn('envelope', (c) => c.setNotNull())
    .execute()
  await db.schema.alterTable('channel_messages').dropColumn('text').execute()
  await db.schema
    .alterTable('channel_messages')
    .addCheckConstraint('channel_messages_envelope_shape', envelopeShape('envelope'))
    .execute()

  // The record's session id lives in its envelope now (`encryptionSessionId`): one source, no mismatch.
  await db.schema.alterTable('medical_records').addColumn('envelope', 'jsonb').execute()
  await convertRows(db, 'medical_records', 'user_id', 'ciphertext')
  await sql`delete from medical_records where envelope is null`.execute(db)
  await db.schema
    .alterTable('medical_records')
    .alterColumn('envelope', (c) => c.setNotNull())
    .execute()
  await db.schema.alterTable('medical_records').dropColumn('ciphertext').dropColumn('session_id').execute()
  await db.schema
    .alterTable('medical_records')
    .addCheckConstraint('medical_records_envelope_shape', envelopeShape('envelope'))
    .execute()
}

/** The former serialisation, from an envelope column. */
const serialised = (column: string) =>
  sql`jsonb_build_object(
    'v', 1,
    'sessionId', ${sql.ref(column)} -> 'encryptionSessionId',
    'epoch', ${sql.ref(column)} -> 'epoch',
    'iv', ${sql.ref(column)} -> 'nonce',
    'ciphertext', ${sql.ref(column)} -> 'ciphertext'
  )::text`

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('medical_records').dropConstraint('medical_records_envelope_shape').execute()
  await db.schema
    .alterTable('medical_records')
    .addColumn('session_id', 'text')
    .addColumn('ciphertext', 'text')
    .execute()
  await sql`update medical_records set session_id = envelope ->> 'encryptionSessionId', ciphertext = ${serialised('envelope')}`.execute(
    db,
  )
  await db.schema
    .alterTable('medical_records')
    .alterColumn('session_id', (c) => c.setNotNull())
    .alterColumn('ciphertext', (c) => c.setNotNull())
    .dropColumn('envelope')
    .execute()

  await db.schema.alterTable('channel_messages').dropConstraint('channel_messages_envelope_shape').execute()
  await db.schema.alterTable('channel_messages').addColumn('text', 'text').execute()
  await sql`update channel_messages set text = ${serialised('envelope')}`.execute(db)
  await db.schema
    .alterTable('channel_messages')
    .alterColumn('text', (c) => c.setNotNull())
    .dropColumn('envelope')
    .execute()
}
