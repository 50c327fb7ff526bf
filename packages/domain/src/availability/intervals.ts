/** Half-open intervals [start, end) on a number line (epoch ms or minutes). */
export interface Interval {
  start: number
  end: number
}

/** Sorted, non-overlapping union; touching intervals join. */
export function unionIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start || a.end - b.end)
  const result: Interval[] = []
  for (const interval of sorted) {
    const last = result[result.length - 1]
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end)
    else result.push({ start: interval.start, end: interval.end })
  }
  return result
}

/** `base` minus every interval of `holes`. */
export function subtractIntervals(base: readonly Interval[], holes: readonly Interval[]): Interval[] {
  const cuts = unionIntervals(holes)
  const result: Interval[] = []
  for (const interval of unionIntervals(base)) {
    let cursor = interval.start
    for (const cut of cuts) {
      if (cut.end <= cursor) continue
      if (cut.start >= interval.end) break
      if (cut.start > cursor) result.push({ start: cursor, end: cut.start })
      cursor = Math.max(cursor, cut.end)
    }
    if (cursor < interval.end) result.push({ start: cursor, end: interval.end })
  }
  return result
}

export function overlaps(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end
}
