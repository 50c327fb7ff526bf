// The domain's budgets: merging 10,000 exceptions (≤ 20 ms) and a month of slots for 1,000 practitioners
// (≤ 200 ms). Run with `npx tsx packages/domain/bench/availability.ts`; prints figures, asserts nothing.
import { makeWeeklySlot, mergeExceptions, slotsOnDate, type ScheduleException } from '../src/index.ts'

// A deterministic generator: benchmarks must be reproducible, and the domain takes no Math.random.
function lcg(seed: number) {
  let state = seed
  return () => (state = (state * 1_664_525 + 1_013_904_223) % 4_294_967_296) / 4_294_967_296
}

function median(runs: number[]): number {
  const sorted = [...runs].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

function time(fn: () => void, repeat: number): number {
  fn() // warm-up
  const runs: number[] = []
  for (let i = 0; i < repeat; i++) {
    const t = performance.now()
    fn()
    runs.push(performance.now() - t)
  }
  return median(runs)
}

const random = lcg(42)
const T0 = Date.UTC(2026, 5, 1)
const exceptions: ScheduleException[] = Array.from({ length: 10_000 }, () => {
  const start = T0 + Math.floor(random() * 60 * 24 * 4) * 15 * 60_000
  return {
    start,
    end: start + (1 + Math.floor(random() * 16)) * 15 * 60_000,
    status: random() < 0.5 ? 'BUSY' : 'FREE',
  }
})
const merge = time(() => mergeExceptions(exceptions), 11)
console.log(`merge 10,000 exceptions: ${merge.toFixed(1)} ms (budget 20 ms)`)

const recurring = [1, 2, 3, 4, 5].flatMap((d) => [
  makeWeeklySlot(d, '08:00', '12:00'),
  makeWeeklySlot(d, '14:00', '18:00'),
])
const practitioners = Array.from({ length: 1_000 }, (_, p) => ({
  recurring,
  exceptions: [{ start: T0 + p * 3_600_000, end: T0 + p * 3_600_000 + 7_200_000, status: 'BUSY' as const }],
  bookings: Array.from({ length: 20 }, (_, i) => ({
    start: T0 + i * 86_400_000 + 8 * 3_600_000,
    end: T0 + i * 86_400_000 + 9 * 3_600_000,
  })),
}))
const dates = Array.from({ length: 30 }, (_, i) => new Date(T0 + i * 86_400_000).toISOString().slice(0, 10))
let count = 0
const month = time(() => {
  count = 0
  for (const schedule of practitioners) {
    for (const date of dates)
      count += slotsOnDate({ date, timeZone: 'Europe/Paris', now: 0, duration: 15, schedule }).length
  }
}, 3)
console.log(
  `a month of 15-min slots for 1,000 practitioners: ${month.toFixed(0)} ms, ${count} slots (budget 200 ms)`,
)
