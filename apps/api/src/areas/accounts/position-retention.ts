// Positions are kept two months at most, the privacy policy's promise: whatever was recorded before is
// forgotten when the API starts and every hour after, whether or not anyone sends a new one.
import type { Logger } from 'pino'
import { positionRetentionCutoff } from '@relais/domain'
import type { UsersRepository } from './users-repository.ts'

const EVERY_HOUR = 60 * 60 * 1000

/** Forgets the positions past their retention now; returns how many were. */
export async function forgetExpiredPositions(users: UsersRepository, now: Date): Promise<number> {
  return users.forgetPositionsBefore(positionRetentionCutoff(now))
}

/** Sweeps now and every `everyMs`; returns what stops it, once the sweep under way has ended. */
export function keepPositionsWithinRetention(
  users: UsersRepository,
  now: () => Date,
  logger: Logger,
  everyMs = EVERY_HOUR,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve()
  const sweep = () => {
    running = forgetExpiredPositions(users, now()).then(
      (forgotten) => forgotten && logger.info({ forgotten }, 'Positions past their retention forgotten'),
      (error: unknown) => logger.warn({ err: error }, 'Positions past their retention not swept'),
    )
  }
  sweep()
  const timer = setInterval(sweep, everyMs)
  // A timer of its own would keep a stopping process alive.
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
