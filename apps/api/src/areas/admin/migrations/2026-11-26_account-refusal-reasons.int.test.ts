// The refusal-reasons migration on a database that already holds review decisions: refusals written
// before reasons existed stay as they are, every new refusal must have its reason, and back down the
// table is as it was.
import { randomUUID } from 'node:crypto'
import { PGlite } from '@electric-sql/pglite'
import { sql, type Kysely } from 'kysely'
import { Migrator } from 'kysely/migration'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../../core/database/database.ts'
import { MIGRATIONS as migrations } from '../../index.ts'

const TARGET = '2026-11-26_account-refusal-reasons'
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < TARGET)
  .at(-1)!

const decision = (db: Kysely<unknown>, kind: 'accepted' | 'declined', reason?: string) =>
  reason === undefined
    ? sql`insert into account_review_audit (application, decision, actor_user_id, actor_username,
        target_user_id, target_username, created_at)
        values ('perinatal', ${kind}, ${randomUUID()}, 'admin@relais-sante.fr', ${randomUUID()},
        'structure@example.fr', now())`.execute(db)
    : sql`insert into account_review_audit (application, decision, actor_user_id, actor_username,
        target_user_id, target_username, created_at, reason)
        values ('perinatal', ${kind}, ${randomUUID()}, 'admin@relais-sante.fr', ${randomUUID()},
        'structure@example.fr', now(), ${reason})`.execute(db)

const columns = async (db: Kysely<unknown>) =>
  (
    await sql<{ column_name: string }>`select column_name from information_schema.columns
      where table_name = 'account_review_audit' order by column_name`.execute(db)
  ).rows.map((r) => r.column_name)

describe('the account-refusal-reasons migration on pglite', () => {
  let instance: PGlite
  let database: Database
  let db: Kysely<unknown>
  let migrator: Migrator

  beforeAll(async () => {
    instance = new PGlite()
    database = await openDatabase({ kind: 'pglite', instance })
    db = database.db as unknown as Kysely<unknown>
    migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } })
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined()
    // A refusal decided before reasons existed.
    await decision(db, 'declined')
    const up = await migrator.migrateTo(TARGET)
    expect(up.error).toBeUndefined()
    expect(up.results?.map((r) => [r.migrationName, r.status])).toEqual([[TARGET, 'Success']])
  })
  afterAll(async () => {
    await database.close()
    if (!instance.closed) await instance.close()
  })

  it('keeps the earlier refusal and asks every new one for its reason', async () => {
    const kept = await sql<{ n: number }>`select count(*)::int as n from account_review_audit
      where decision = 'declined' and reason is null`.execute(db)
    expect(kept.rows[0]!.n).toBe(1)
    await expect(decision(db, 'declined')).rejects.toThrow(/account_review_audit_reason_on_refusal/)
    await expect(decision(db, 'accepted', 'Bienvenue')).rejects.toThrow(
      /account_review_audit_reason_on_refusal/,
    )
    await decision(db, 'declined', 'Numéro FINESS introuvable')
    await decision(db, 'accepted')
  })

  it('goes back down to the table without reasons, and up again', async () => {
    expect(await columns(db)).toEqual(expect.arrayContaining(['reason', 'target_email', 'target_phone']))
    const down = await migrator.migrateTo(BEFORE)
    expect(down.error).toBeUndefined()
    expect(await columns(db)).not.toContain('reason')
    expect(await columns(db)).not.toContain('target_email')
    expect((await migrator.migrateToLatest()).error).toBeUndefined()
  })
})
