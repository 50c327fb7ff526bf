import type { Instant } from '../shared/dates.ts'

/** A one-off change to a schedule (the spec's entities): a BUSY unavailability or an extra FREE period. */
type ExceptionStatus = 'BUSY' | 'FREE'
export interface ScheduleException {
  /** Absent for a piece not saved yet (e.g. the second half of a split). */
  id?: string
  start: Instant
  end: Instant
  status: ExceptionStatus
}

/**
 * Normalises exceptions given in insertion order (the spec's transitions): a later exception wins where it
 * overlaps an earlier one of the opposite type (splitting or trimming it), and exceptions of one type that
 * overlap or touch merge. Implemented as "last writer wins" painting over a sweep line with a max-heap of the
 * active insertion indices: O(n log n), so 10,000 exceptions merge in milliseconds.
 *
 * Order independence holds within one type; across types the later insertion wins by design.
 * A merged or split piece keeps the id of the earliest exception it came from, each id used once.
 */
export function mergeExceptions(exceptions: readonly ScheduleException[]): ScheduleException[] {
  const n = exceptions.length
  // Typed arrays sort numerically without a comparator: the sweep's setup dominates its cost.
  const raw = new Float64Array(2 * n)
  const order: number[] = []
  for (let i = 0; i < n; i++) {
    const e = exceptions[i]!
    raw[2 * i] = e.start
    raw[2 * i + 1] = e.end
    if (e.end > e.start) order.push(i)
  }
  if (order.length === 0) return []
  raw.sort()
  const points: number[] = []
  for (const p of raw) if (points.length === 0 || points[points.length - 1] !== p) points.push(p)
  order.sort((a, b) => exceptions[a]!.start - exceptions[b]!.start)
  const heap = new MaxHeap()
  const painted: { start: number; end: number; status: ExceptionStatus; source: number }[] = []
  let next = 0
  for (let p = 0; p < points.length - 1; p++) {
    const start = points[p]!
    const end = points[p + 1]!
    while (next < order.length && exceptions[order[next]!]!.start <= start) heap.push(order[next++]!)
    while (heap.size > 0 && exceptions[heap.peek()]!.end <= start) heap.pop()
    if (heap.size === 0) continue
    const winner = heap.peek()
    const status = exceptions[winner]!.status
    const last = painted[painted.length - 1]
    if (last && last.end === start && last.status === status) {
      last.end = end
      last.source = Math.min(last.source, winner)
    } else {
      painted.push({ start, end, status, source: winner })
    }
  }
  const usedIds = new Set<string>()
  return painted.map(({ start, end, status, source }) => {
    const id = exceptions[source]!.id
    if (id === undefined || usedIds.has(id)) return { start, end, status }
    usedIds.add(id)
    return { id, start, end, status }
  })
}

/** Adds one exception to an already normalised list. */
export function applyException(
  existing: readonly ScheduleException[],
  incoming: ScheduleException,
): ScheduleException[] {
  return mergeExceptions([...existing, incoming])
}

/** What to send after editing: ids to delete and exceptions to create (the API's POST/DELETE slots). */
export function diffExceptions(
  before: readonly ScheduleException[],
  after: readonly ScheduleException[],
): { deleteIds: string[]; create: ScheduleException[] } {
  const key = (e: ScheduleException) => `${e.start}|${e.end}|${e.status}`
  const kept = new Set(after.filter((e) => e.id !== undefined).map((e) => `${e.id}|${key(e)}`))
  const deleteIds = before
    .filter((e) => e.id !== undefined && !kept.has(`${e.id}|${key(e)}`))
    .map((e) => e.id!)
  const beforeKeys = new Set(before.map((e) => `${e.id}|${key(e)}`))
  const create = after
    .filter((e) => !beforeKeys.has(`${e.id}|${key(e)}`))
    .map(({ start, end, status }) => ({ start, end, status }))
  return { deleteIds, create }
}

class MaxHeap {
  private items: number[] = []
  get size(): number {
    return this.items.length
  }
  peek(): number {
    return this.items[0]!
  }
  push(value: number): void {
    const items = this.items
    items.push(value)
    let i = items.length - 1
    while (i > 0) {
      const parent = (i - 1) >> 1
      if (items[parent]! >= items[i]!) break
      ;[items[parent], items[i]] = [items[i]!, items[parent]!]
      i = parent
    }
  }
  pop(): void {
    const items = this.items
    const last = items.pop()!
    if (items.length === 0) return
    items[0] = last
    let i = 0
    for (;;) {
      const l = 2 * i + 1
      const r = l + 1
      let largest = i
      if (l < items.length && items[l]! > items[largest]!) largest = l
      if (r < items.length && items[r]! > items[largest]!) largest = r
      if (largest === i) return
      ;[items[largest], items[i]] = [items[i]!, items[largest]!]
      i = largest
    }
  }
}
