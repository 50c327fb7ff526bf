// The callers this instance has just read (a session and its account, by token hash), kept so that a
// signed-in read does not wait on the database for what it read a moment ago. Never stale by more than
// the time a write takes to be told:
// - every write of the process to a table the callers' rows are read from is announced by the database
//   (core/database/table-writes.ts), and empties the cache before it runs and again once it is visible;
//   a row read while such a write is under way is not kept;
// - other instances announce theirs through the fan-out (`changedElsewhere`); while that link is down
//   (`isShared` false) nothing is kept or served;
// - an entry lives `ttlMs` at most, against writes no instance announces (a hand-made change in SQL).
// What a session's own reading slides (its idle deadline) is no change: the reader updates its entry.
import type { TableWrite, TableWriteListener } from '../database/table-writes.ts'

export interface CallerCacheOptions {
  /** The tables the cached rows are read from. */
  tables: ReadonlySet<string>
  /** Writes to those tables that change no cached row. */
  isHarmless?: (write: TableWrite) => boolean
  ttlMs: number
  maxEntries: number
  /** False while another instance's writes could go unannounced: the cache then stands aside. */
  isShared?: () => boolean
  /** Told when a write here has become visible, for the other instances. */
  onVisibleChange?: () => void
  now?: () => number
}

interface Entry<T> {
  value: T
  storedAt: number
}

export class CallerCache<T> implements TableWriteListener {
  private readonly entries = new Map<string, Entry<T>>()
  /** Moves on at every relevant write: a reading begun before it is not kept. */
  private generation = 0
  /** Relevant writes issued and not yet visible to other connections. */
  private pending = 0
  private readonly now: () => number

  constructor(private readonly options: CallerCacheOptions) {
    this.now = options.now ?? performance.now.bind(performance)
  }

  /** What a reading must hand back to `store`, taken before it starts. */
  ticket(): number {
    return this.generation
  }

  get(key: string): T | undefined {
    if (this.options.isShared && !this.options.isShared()) {
      this.invalidate()
      return undefined
    }
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (this.now() - entry.storedAt > this.options.ttlMs) {
      this.entries.delete(key)
      return undefined
    }
    return entry.value
  }

  /** Keeps what a reading begun at `ticket` found, unless a write may have raced it. */
  store(key: string, value: T, ticket: number): void {
    if (ticket !== this.generation || this.pending > 0) return
    if (this.options.isShared && !this.options.isShared()) return
    if (this.entries.size >= this.options.maxEntries) {
      // The oldest first: a Map iterates in insertion order.
      const oldest = this.entries.keys().next()
      if (!oldest.done) this.entries.delete(oldest.value)
    }
    this.entries.set(key, { value, storedAt: this.now() })
  }

  /** Replaces a kept entry (the reader's own change, such as a slid deadline), keeping its age. */
  replace(key: string, value: T): void {
    const entry = this.entries.get(key)
    if (entry) this.entries.set(key, { value, storedAt: entry.storedAt })
  }

  invalidate(): void {
    this.generation++
    this.entries.clear()
  }

  get size(): number {
    return this.entries.size
  }

  issued(writes: readonly TableWrite[]): void {
    const relevant = this.relevant(writes)
    if (relevant === 0) return
    this.pending += relevant
    this.invalidate()
  }

  visible(writes: readonly TableWrite[]): void {
    const relevant = this.relevant(writes)
    if (relevant === 0) return
    this.pending -= relevant
    this.invalidate()
    this.options.onVisibleChange?.()
  }

  /** Another instance wrote: what is kept here may be out of date. */
  changedElsewhere(): void {
    this.invalidate()
  }

  private relevant(writes: readonly TableWrite[]): number {
    let count = 0
    for (const write of writes) {
      if (write.table !== null && !this.options.tables.has(write.table)) continue
      if (write.table !== null && this.options.isHarmless?.(write)) continue
      count++
    }
    return count
  }
}
