// POST /dispatch/assign-performers/{serviceRequestId}: the dispatch centre gives a waiting home visit to
// a nurse. Only a request of the board (a patient's own, no nurse yet: 404 otherwise, 409 when someone
// was assigned meanwhile) and only an active nurse (a 400 at the field). The nurse and the patient are
// told; the notification names the town and the nurse, never the patient's reason.
import { modeCapabilities } from '@relais/domain'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError, notFound, ruleBroken } from '../../core/errors.ts'
import type { CareRequestsServices } from './services.ts'

const ALREADY_ASSIGNED = 'Cette demande a déjà été attribuée'
const NOT_A_NURSE = "Cet intervenant n'est pas un infirmier actif"

export async function assignServiceRequestPerformer(
  { params, body, application }: OperationContext<'assignServiceRequestPerformer'>,
  { board, notifications }: CareRequestsServices,
): Promise<Reply<'assignServiceRequestPerformer'>> {
  const visitsOf = modeCapabilities(application).dispatchesVisitsOf
  if (visitsOf === null) throw notFound('Demande introuvable')
  const nurseId = body.performerId.toLowerCase()
  if (!(await board.isActiveNurse(visitsOf, nurseId))) {
    throw ruleBroken([{ field: 'body.performerId', message: NOT_A_NURSE }])
  }
  const assignment = await board.assign(visitsOf, (params.serviceRequestId as string).toLowerCase(), nurseId)
  if (assignment.outcome === 'missing') throw notFound('Demande introuvable')
  if (assignment.outcome === 'taken') throw apiError(409, 'CONFLICT', ALREADY_ASSIGNED)
  const { request, patientId } = assignment
  const where = request.city ? ` à ${request.city}` : ''
  await notifications.send({
    application: visitsOf,
    userId: nurseId,
    template: 'service-request',
    content: `Une visite à domicile${where} vous a été attribuée.`,
    payload: { serviceRequestId: request.id },
  })
  await notifications.send({
    application: visitsOf,
    userId: patientId,
    template: 'service-request',
    content: `${request.performer?.name ?? 'Un infirmier'} va venir chez vous.`,
    payload: { serviceRequestId: request.id },
  })
  return { status: 200, body: request }
}
