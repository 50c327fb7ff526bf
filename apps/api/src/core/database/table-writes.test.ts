// What a query writes, read from the query itself: every shape of write the code makes, the selects that
// write nothing, and raw SQL told apart by its first words.
import { describe, expect, it } from 'vitest'
import {
  CompiledQuery,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely'
import { tablesOf, writesOf } from './table-writes.ts'

interface Tables {
  sessions: { id: string; last_seen_at: Date; revoked_at: Date | null; user_id: string }
  users: { id: string; email: string }
  profiles: { user_id: string; given_name: string }
}

const db = new Kysely<Tables>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (kysely) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
})

const raw = (text: string) => CompiledQuery.raw(text).query

describe('the writes of a query', () => {
  it('are none for a select, joins and subqueries included', () => {
    const select = db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select((eb) => [
        's.id',
        eb.selectFrom('profiles').select('given_name').whereRef('user_id', '=', 'u.id').as('name'),
      ])
    expect(writesOf(select.toOperationNode())).toEqual([])
  })

  it('name the table of an insert, an update (with its columns) and a delete', () => {
    expect(writesOf(db.insertInto('users').values({ id: '1', email: 'a' }).toOperationNode())).toEqual([
      { table: 'users', insert: true },
    ])
    const update = db.updateTable('sessions as s').set({ last_seen_at: new Date() }).where('s.id', '=', '1')
    expect(writesOf(update.toOperationNode())).toEqual([{ table: 'sessions', columns: ['last_seen_at'] }])
    expect(writesOf(db.deleteFrom('profiles').where('user_id', '=', '1').toOperationNode())).toEqual([
      { table: 'profiles' },
    ])
  })

  it('include a write inside a select’s common table expression', () => {
    const query = db
      .with('gone', (qb) => qb.deleteFrom('users').where('id', '=', '1').returning('id'))
      .selectFrom('gone')
      .selectAll()
    expect(writesOf(query.toOperationNode())).toEqual([{ table: 'users' }])
  })

  it('read raw SQL by its first words: reads, a named table, or any table', () => {
    expect(writesOf(raw('select 1'))).toEqual([])
    expect(writesOf(raw('EXECUTE caller_session($1)'))).toEqual([])
    expect(writesOf(raw('PREPARE caller_session AS select 1'))).toEqual([])
    expect(writesOf(sql`insert into rate_limits as r (scope) values (${'x'})`.compile(db).query)).toEqual([
      { table: 'rate_limits' },
    ])
    expect(writesOf(raw('UPDATE "Users" set email = 1'))).toEqual([{ table: 'users' }])
    expect(writesOf(raw('truncate sessions'))).toEqual([{ table: null }])
    expect(writesOf(raw('with x as (delete from users returning id) select * from x'))).toEqual([
      { table: null },
    ])
  })

  it('are of no table that can be told for a schema change', () => {
    const create = db.schema.createTable('notes').addColumn('id', 'text').toOperationNode()
    expect(writesOf(create)).toEqual([{ table: null }])
  })
})

describe('the tables of a query', () => {
  it('are every table it names, in joins and subqueries', () => {
    const select = db
      .selectFrom('sessions as s')
      .select((eb) => [
        eb
          .selectFrom('users as u')
          .innerJoin('profiles as p', 'p.user_id', 'u.id')
          .select('p.given_name')
          .whereRef('u.id', '=', 's.user_id')
          .as('name'),
      ])
    expect([...tablesOf(select.toOperationNode())].sort()).toEqual(['profiles', 'sessions', 'users'])
  })
})
