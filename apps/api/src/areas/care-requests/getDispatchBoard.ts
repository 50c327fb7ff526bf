// GET /dispatch: the dispatch centre's board — the home visits waiting for a nurse and the nurses, of
// the application whose visits this mode dispatches. A position shared more than the retention period
// ago is not used, even before the hourly sweep forgets it.
import { modeCapabilities, positionRetentionCutoff } from '@relais/domain'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import type { CareRequestsServices } from './services.ts'

export async function getDispatchBoard(
  { application }: OperationContext<'getDispatchBoard'>,
  { board, config }: CareRequestsServices,
): Promise<Reply<'getDispatchBoard'>> {
  const visitsOf = modeCapabilities(application).dispatchesVisitsOf
  if (visitsOf === null) throw notFound()
  const [requests, nurses] = await Promise.all([
    board.waitingRequests(visitsOf),
    board.nurses(visitsOf, positionRetentionCutoff(config.now())),
  ])
  return { status: 200, body: { requests, nurses } }
}
