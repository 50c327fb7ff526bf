// The time of the last full `npm test`, written by scripts/test.ts and read by `npm run bench`.
export const TEST_TIMES_FILE = '.data/test-times.json'
/** CI must finish within 90 minutes; the product keeps it under this, with room to grow. */
export const TEST_RUN_GOAL_MINUTES = 30

export interface StepTime {
  step: string
  seconds: number
  ok: boolean
}

export interface TestRun {
  finishedAt: string
  seconds: number
  steps: StepTime[]
}
