// The callers' cache keeps nothing a write could have changed: a write empties it before it runs and
// again once visible, a reading that raced a write is not kept, a harmless write changes nothing, and the
// cache stands aside while other instances' writes could go unannounced.
import { describe, expect, it } from 'vitest'
import { CallerCache, type CallerCacheOptions } from './caller-cache.ts'
import type { TableWrite } from '../database/table-writes.ts'

function cache(options: Partial<CallerCacheOptions> = {}) {
  let now = 0
  const kept = new CallerCache<string>({
    tables: new Set(['sessions', 'users']),
    isHarmless: (write) => write.table === 'sessions' && write.insert === true,
    ttlMs: 1000,
    maxEntries: 3,
    now: () => now,
    ...options,
  })
  return { kept, advance: (ms: number) => (now += ms) }
}

const users: TableWrite[] = [{ table: 'users', columns: ['email'] }]

describe('the callers’ cache', () => {
  it('serves what it was given until its time is up', () => {
    const { kept, advance } = cache()
    kept.store('a', 'A', kept.ticket())
    expect(kept.get('a')).toBe('A')
    advance(1000)
    expect(kept.get('a')).toBe('A')
    advance(1)
    expect(kept.get('a')).toBeUndefined()
  })

  it('is emptied by a write to a table its rows come from, and by one of an unknown table', () => {
    const { kept } = cache()
    kept.store('a', 'A', kept.ticket())
    kept.issued(users)
    expect(kept.get('a')).toBeUndefined()
    kept.visible(users)
    kept.store('a', 'A', kept.ticket())
    kept.issued([{ table: null }])
    expect(kept.get('a')).toBeUndefined()
  })

  it('is not emptied by a write to another table, nor by a harmless one', () => {
    const { kept } = cache()
    kept.store('a', 'A', kept.ticket())
    kept.issued([{ table: 'messages', insert: true }])
    kept.issued([{ table: 'sessions', insert: true }])
    expect(kept.get('a')).toBe('A')
  })

  it('does not keep a reading begun before a write, nor one made while a write is not yet visible', () => {
    const { kept } = cache()
    const before = kept.ticket()
    kept.issued(users)
    kept.store('a', 'stale', before)
    expect(kept.get('a')).toBeUndefined()
    // A reading begun after the write was issued, while its transaction is still open.
    kept.store('a', 'maybe stale', kept.ticket())
    expect(kept.get('a')).toBeUndefined()
    const during = kept.ticket()
    kept.visible(users)
    kept.store('a', 'stale', during)
    expect(kept.get('a')).toBeUndefined()
    kept.store('a', 'A', kept.ticket())
    expect(kept.get('a')).toBe('A')
  })

  it('counts the writes of one transaction told visible together', () => {
    const { kept } = cache()
    kept.issued(users)
    kept.issued([{ table: 'sessions', columns: ['revoked_at'] }])
    kept.visible([...users, { table: 'sessions', columns: ['revoked_at'] }])
    kept.store('a', 'A', kept.ticket())
    expect(kept.get('a')).toBe('A')
  })

  it('tells the other instances once a write is visible, and forgets what they changed', () => {
    let told = 0
    const { kept } = cache({ onVisibleChange: () => told++ })
    kept.issued(users)
    expect(told).toBe(0)
    kept.visible(users)
    expect(told).toBe(1)
    kept.store('a', 'A', kept.ticket())
    kept.changedElsewhere()
    expect(kept.get('a')).toBeUndefined()
  })

  it('keeps and serves nothing while the other instances’ writes could go unannounced', () => {
    let shared = true
    const { kept } = cache({ isShared: () => shared })
    kept.store('a', 'A', kept.ticket())
    shared = false
    expect(kept.get('a')).toBeUndefined()
    kept.store('a', 'A', kept.ticket())
    shared = true
    // What was kept before the link went down is gone with it.
    expect(kept.get('a')).toBeUndefined()
  })

  it('holds a bounded number of callers, the oldest leaving first; a replacement keeps its age', () => {
    const { kept, advance } = cache()
    for (const key of ['a', 'b', 'c', 'd']) kept.store(key, key.toUpperCase(), kept.ticket())
    expect(kept.size).toBe(3)
    expect(kept.get('a')).toBeUndefined()
    advance(600)
    kept.replace('b', 'B2')
    kept.replace('z', 'Z')
    expect(kept.get('z')).toBeUndefined()
    advance(600)
    expect(kept.get('b')).toBeUndefined()
  })
})
