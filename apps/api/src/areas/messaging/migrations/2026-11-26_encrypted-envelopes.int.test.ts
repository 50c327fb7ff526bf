// The migration to encrypted-envelope objects, on a database that holds rows of the former format: a
// message and a medical record serialised as text are converted and read through the API as before,
// rows that were not envelopes (text sent in clear) are gone, and the database itself refuses any
// other shape from then on. Back down, the former format comes back.
import { randomBytes, randomUUID } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import { sql, type Kysely } from 'kysely'
import { Migrator } from 'kysely/migration'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseConfig } from '../../../core/config.ts'
import { openDatabase, type Database } from '../../../core/database/database.ts'
import { startTestApi } from '../../../testing/harness.ts'
import { bearer, signIn } from '../../../testing/sign-in.ts'
import { MIGRATIONS as migrations } from '../../index.ts'

const TARGET = '2026-11-26_encrypted-envelopes'
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < TARGET)
  .at(-1)!

const SESSION = 'c2Vzc2lvbi1kdS1kb3NzaWVy'
/** What the vault serialised before: {v, sessionId, epoch, iv, ciphertext} in a string. */
const former = (ciphertextBytes: number, epoch = 0) =>
  JSON.stringify({
    v: 1,
    sessionId: SESSION,
    epoch,
    iv: randomBytes(12).toString('base64url'),
    ciphertext: randomBytes(ciphertextBytes).toString('base64url'),
  })

interface Fresh {
  database: Database
  /** The same database, for an API server. */
  config: DatabaseConfig
  migrator: Migrator
  cleanup(): Promise<void>
}

/** An empty database (PGlite, or a fresh schema of TEST_DATABASE_URL) with the migrator of our list. */
async function freshDatabase(kind: 'pglite' | 'postgres'): Promise<Fresh> {
  if (kind === 'pglite') {
    const instance = new PGlite()
    const database = await openDatabase({ kind: 'pglite', instance })
    const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } })
    return {
      database,
      config: { kind: 'pglite', instance },
      migrator,
      // The API server of the last test closes the instance when it stops.
      cleanup: async () => {
        if (instance.closed) return
        await database.close()
        await instance.close()
      },
    }
  }
  const url = process.env.TEST_DATABASE_URL!
  const schema = `test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create schema ${schema}`)
  await admin.end()
  const database = await openDatabase({ kind: 'postgres', url, schema })
  const migrator = new Migrator({
    db: database.db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
  })
  return {
    database,
    config: { kind: 'postgres', url, schema },
    migrator,
    cleanup: async () => {
      await database.close()
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(`drop schema if exists ${schema} cascade`)
      await client.end()
    },
  }
}

const kinds = process.env.TEST_DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const)

describe.each(kinds)('the encrypted-envelopes migration on %s', (kind) => {
  let fresh: Fresh
  let db: Kysely<unknown>
  const patient = randomUUID()
  const otherPatient = randomUUID()
  const author = randomUUID()
  const channel = randomUUID()
  const ids = { serialised: randomUUID(), later: randomUUID(), clear: randomUUID(), broken: randomUUID() }
  const stored = { message: former(40), later: former(30, 2), record: former(300, 1) }

  beforeAll(async () => {
    fresh = await freshDatabase(kind)
    db = fresh.database.db as unknown as Kysely<unknown>
    const before = await fresh.migrator.migrateTo(BEFORE)
    expect(before.error).toBeUndefined()

    const now = new Date('2026-11-24T10:00:00.000Z')
    for (const id of [patient, otherPatient, author]) {
      await sql`insert into users (id, application, user_type, email, active, created_at, updated_at)
        values (${id}, 'perinatal', 'patient', ${`${id}@example.fr`}, true, ${now}, ${now})`.execute(db)
    }
    await sql`insert into channels (id, application, channel_type, pair_key, sld_id, created_by, created_at, last_activity_at)
      values (${channel}, 'perinatal', 'OneToOne', ${`${author}:${patient}`}, ${SESSION}, ${author}, ${now}, ${now})`.execute(
      db,
    )
    for (const [position, userId] of [author, patient].entries()) {
      await sql`insert into channel_participants (channel_id, user_id, position)
        values (${channel}, ${userId}, ${position})`.execute(db)
    }
    const message = (id: string, text: string, minute: number) =>
      sql`insert into channel_messages (id, channel_id, author_id, text, mentions, created_at)
        values (${id}, ${channel}, ${author}, ${text}, '[]'::jsonb, ${new Date(now.getTime() + minute * 60_000)})`.execute(
        db,
      )
    await message(ids.serialised, stored.message, 1)
    await message(ids.later, stored.later, 2)
    // Sent straight to the API in clear, and a serialised envelope missing its IV.
    await message(ids.clear, 'Bonjour, je saigne un peu depuis ce matin', 3)
    const { iv: _iv, ...withoutIv } = JSON.parse(stored.message) as Record<string, unknown>
    await message(ids.broken, JSON.stringify(withoutIv), 4)

    const record = (userId: string, sessionId: string, ciphertext: string) =>
      sql`insert into medical_records (user_id, session_id, ciphertext, version, created_at, updated_at)
        values (${userId}, ${sessionId}, ${ciphertext}, 3, ${now}, ${now})`.execute(db)
    await record(patient, SESSION, stored.record)
    await record(otherPatient, SESSION, '{"bloodGroup":"A+","allergies":"Pénicilline"}')

    const up = await fresh.migrator.migrateTo(TARGET)
    expect(up.error).toBeUndefined()
    expect(up.results?.map((r) => [r.migrationName, r.status])).toEqual([[TARGET, 'Success']])
  })
  afterAll(async () => {
    await fresh?.cleanup()
  })

  const renamed = (serialised: string) => {
    const { v, sessionId, epoch, iv, ciphertext } = JSON.parse(serialised) as Record<string, unknown>
    expect(v).toBe(1)
    return { version: 1, encryptionSessionId: sessionId, epoch, nonce: iv, ciphertext }
  }

  it('converts the serialised envelopes into envelope objects and deletes what was not one', async () => {
    const { rows: messages } = await sql<{ id: string; envelope: unknown }>`
      select id, envelope from channel_messages order by created_at`.execute(db)
    expect(messages).toEqual([
      { id: ids.serialised, envelope: renamed(stored.message) },
      { id: ids.later, envelope: renamed(stored.later) },
    ])
    const { rows: records } = await sql<{ user_id: string; envelope: unknown; version: number }>`
      select user_id, envelope, version from medical_records`.execute(db)
    expect(records).toEqual([{ user_id: patient, envelope: renamed(stored.record), version: 3 }])
    // The columns of the former format are gone: nothing can be written there any more.
    const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and table_name in ('channel_messages', 'medical_records')
      order by table_name, column_name`.execute(db)
    expect(columns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual([
      'channel_messages.author_id',
      'channel_messages.channel_id',
      'channel_messages.created_at',
      'channel_messages.envelope',
      'channel_messages.id',
      'channel_messages.mentions',
      'medical_records.created_at',
      'medical_records.envelope',
      'medical_records.updated_at',
      'medical_records.user_id',
      'medical_records.version',
    ])
  })

  it('refuses, in the database itself, anything but an envelope', async () => {
    const good = renamed(stored.message)
    const insert = (envelope: unknown) =>
      sql`insert into channel_messages (id, channel_id, author_id, envelope, mentions, created_at)
        values (${randomUUID()}, ${channel}, ${author}, ${JSON.stringify(envelope)}::jsonb, '[]'::jsonb, now())`.execute(
        db,
      )
    for (const wrong of [
      'Bonjour en clair',
      stored.message,
      { ...good, extra: 'en clair' },
      { ...good, version: 2 },
      { ...good, epoch: -1 },
      { ...good, epoch: '0' },
      { ...good, nonce: `${good.nonce as string}AAAA` },
      { ...good, ciphertext: 'Y291cnQ' },
      { ...good, ciphertext: 'pas du base64url, des espaces' },
      { ...good, encryptionSessionId: 'court' },
      { version: 1, encryptionSessionId: SESSION, epoch: 0, nonce: good.nonce },
    ]) {
      await expect(insert(wrong), JSON.stringify(wrong)).rejects.toThrow(/envelope_shape/)
    }
    await expect(insert(good)).resolves.toBeDefined()
    await expect(
      sql`update medical_records set envelope = '{"bloodGroup":"A+"}'::jsonb where user_id = ${patient}`.execute(
        db,
      ),
    ).rejects.toThrow(/envelope_shape/)
  })

  it('goes back down to the serialised format', async () => {
    const down = await fresh.migrator.migrateTo(BEFORE)
    expect(down.error).toBeUndefined()
    const { rows } = await sql<{ id: string; text: string }>`
      select id, text from channel_messages where id in (${ids.serialised}, ${ids.later})
      order by created_at`.execute(db)
    expect(rows.map((r) => JSON.parse(r.text))).toEqual([
      JSON.parse(stored.message),
      JSON.parse(stored.later),
    ])
    const { rows: records } = await sql<{ session_id: string; ciphertext: string }>`
      select session_id, ciphertext from medical_records where user_id = ${patient}`.execute(db)
    expect(records.map((r) => [r.session_id, JSON.parse(r.ciphertext)])).toEqual([
      [SESSION, JSON.parse(stored.record)],
    ])
    // And up again, as the next start would.
    expect((await fresh.migrator.migrateToLatest()).error).toBeUndefined()
  })

  it('lets the API read the converted rows, within the contract', async () => {
    // Responses are checked against openapi.yaml: a row of another shape would fail here.
    const t = await startTestApi({
      name: kind,
      create: async () => ({ config: fresh.config, cleanup: async () => {} }),
    })
    try {
      const headers = bearer((await signIn(t, 'email', `${patient}@example.fr`)).token)
      const record = await t.inject({ method: 'GET', url: '/user/current/medical-record', headers })
      expect(record.statusCode).toBe(200)
      expect(record.json()).toMatchObject({ envelope: renamed(stored.record), version: 3 })
      const conversation = await t.inject({ method: 'GET', url: `/channels/${channel}`, headers })
      expect(conversation.statusCode).toBe(200)
      expect(conversation.json().messages.map((m: { text: unknown }) => m.text)).toEqual([
        renamed(stored.message),
        renamed(stored.later),
        expect.objectContaining({ encryptionSessionId: SESSION }),
      ])
      expect(conversation.json().lastMessage.id).toBe(conversation.json().messages.at(-1).id)
      // The patient whose record was in clear has none now: her next write starts over.
      const other = bearer((await signIn(t, 'email', `${otherPatient}@example.fr`)).token)
      const gone = await t.inject({ method: 'GET', url: '/user/current/medical-record', headers: other })
      expect(gone.statusCode).toBe(204)
    } finally {
      await t.close()
    }
  })
})
