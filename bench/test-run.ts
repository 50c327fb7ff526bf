// The whole test run's time, as the last full `npm test` on this machine recorded it (scripts/test.ts
// writes .data/test-times.json): CI runs the same command on a clean clone, so its trend shows here.
import { existsSync, readFileSync } from 'node:fs'
import { TEST_RUN_GOAL_MINUTES, TEST_TIMES_FILE, type TestRun } from '../scripts/lib/test-times.ts'

export function printLastTestRun(file = TEST_TIMES_FILE) {
  if (!existsSync(file)) {
    console.log(`\nWhole test run: no full \`npm test\` recorded here yet (${file})`)
    return
  }
  const run = JSON.parse(readFileSync(file, 'utf8')) as TestRun
  const minutes = run.seconds / 60
  console.log(
    `\nWhole test run (npm test, ${run.finishedAt}): ${minutes.toFixed(1)} min ` +
      `(goal < ${TEST_RUN_GOAL_MINUTES} min: ${minutes < TEST_RUN_GOAL_MINUTES ? 'ok' : 'OVER'})`,
  )
  console.table(run.steps.map((step) => ({ step: step.step, seconds: step.seconds.toFixed(1) })))
}
