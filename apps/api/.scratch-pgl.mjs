import { PGlite } from '@electric-sql/pglite'
let t = Date.now()
const db = new PGlite()
await db.waitReady
console.log('init', Date.now() - t)
t = Date.now()
await db.exec(
  "create table a (id uuid primary key default gen_random_uuid(), x text, d date, n bigint); insert into a(x,d,n) values ('a', '2020-01-02', 5)",
)
console.log((await db.query('select *, count(*) over () as c from a')).rows)
t = Date.now()
const dump = await db.dumpDataDir('none')
console.log('dump', Date.now() - t, dump.size)
t = Date.now()
const db2 = new PGlite({ loadDataDir: dump })
await db2.waitReady
console.log('load', Date.now() - t)
t = Date.now()
const c = await db2.clone()
console.log('clone', Date.now() - t)
t = Date.now()
console.log((await c.query('select * from a')).rows)
