// POST /service-requests/{serviceRequestId}/route: the nurse moves her visit on, one step at a time
// (the domain's NEXT_ROUTE_STATUS): on the way, at the door, over. Only the performer (404 for anyone
// else, as for no request); a move from anywhere but the step before is a 409 saying where the visit
// stands. The patient is told when the nurse sets off and when she arrives.
import { NEXT_ROUTE_STATUS, routeMoveRefusal, type RouteStatus } from '@relais/domain'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError, notFound } from '../../core/errors.ts'
import { ownView } from './readers.ts'
import type { CareRequestsServices } from './services.ts'

const TOLD_TO_THE_PATIENT: Partial<Record<RouteStatus, (nurse: string) => string>> = {
  TRAVELLING: (nurse) => `${nurse} est en route vers chez vous.`,
  ARRIVED: (nurse) => `${nurse} est arrivé.`,
}

export async function updateServiceRequestRoute(
  { request, params, body, application }: OperationContext<'updateServiceRequestRoute'>,
  { accounts, notifications, requests }: CareRequestsServices,
): Promise<Reply<'updateServiceRequestRoute'>> {
  const { user } = await accounts.account(request)
  const serviceRequestId = (params.serviceRequestId as string).toLowerCase()
  const found = await requests.byId(application, serviceRequestId)
  if (!found || found.performer?.id !== user.id) throw notFound('Demande introuvable')
  const to = body.status
  const from = (Object.keys(NEXT_ROUTE_STATUS) as RouteStatus[]).find((s) => NEXT_ROUTE_STATUS[s] === to)!
  const moved =
    found.routeStatus === from &&
    (await requests.moveRoute({ application, serviceRequestId, performerId: user.id, from, to }))
  if (!moved) {
    const now = await requests.byId(application, serviceRequestId)
    throw apiError(409, 'CONFLICT', routeMoveRefusal(now?.routeStatus ?? null))
  }
  const tell = TOLD_TO_THE_PATIENT[to]
  if (tell) {
    await notifications.send({
      application,
      userId: found.subject.id,
      template: 'service-request',
      content: tell(found.performer.name),
      payload: { serviceRequestId },
    })
  }
  const updated = await requests.byId(application, serviceRequestId)
  if (!updated) throw notFound('Demande introuvable')
  return { status: 200, body: ownView(updated, user.id) }
}
