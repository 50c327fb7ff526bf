// POST /organization/{organizationId}/service-requests/{serviceRequestId}/dispatch: the structure sends
// its request to practitioners it picked among the request's candidates. Only a draft or a request
// still waiting (409 once someone took it); every practitioner named must be eligible now: none of
// them, 409 NO_PRACTITIONERS_FOUND (the browser offers the external practitioners' page); only some,
// a 400 at the field. Each gets a dispatch waiting for their answer and a notification; the request
// waits (`ONHOLD`). The browser shared the request's encryption session with them beforehand: the
// answers never reach the API.
import { formatDate } from '@relais/domain'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError, notFound, ruleBroken } from '../../core/errors.ts'
import { ALREADY_TAKEN } from './answer-dispatch.ts'
import { rankServiceRequestCandidates } from './candidates.ts'
import type { CareRequestsServices } from './services.ts'
import { structureRequest } from './structure-request.ts'

const NO_PRACTITIONERS_FOUND =
  'Aucun prestataire disponible, vous allez être redirigé vers la page de gestion des prestataires externes'
const NOT_ALL_AVAILABLE =
  'Certains praticiens choisis ne sont pas disponibles pour cette demande : choisissez-les à nouveau dans la liste'

export async function dispatchServiceRequest(
  { request, params, body, application }: OperationContext<'dispatchServiceRequest'>,
  services: CareRequestsServices,
): Promise<Reply<'dispatchServiceRequest'>> {
  const { config, accounts, dispatches, requests, notifications } = services
  const { user } = await accounts.account(request)
  const found = await structureRequest(services, application, params, user.id)
  if (found.status !== 'DRAFT' && found.status !== 'ONHOLD') throw apiError(409, 'CONFLICT', ALREADY_TAKEN)

  const eligible = new Set(
    (await rankServiceRequestCandidates(services, application, found))
      .filter((entry) => entry.eligible)
      .map((entry) => entry.candidate.id),
  )
  const asked = [...new Set(body.practitionersIds.map((id) => id.toLowerCase()))]
  const chosen = asked.filter((id) => eligible.has(id))
  if (chosen.length === 0) throw apiError(409, 'NO_PRACTITIONERS_FOUND', NO_PRACTITIONERS_FOUND)
  if (chosen.length < asked.length) {
    throw ruleBroken([{ field: 'body.practitionersIds', message: NOT_ALL_AVAILABLE }])
  }

  const organizationId = found.requester.organizationId!
  const outcome = await dispatches.dispatch({
    application,
    organizationId,
    serviceRequestId: found.id,
    practitionerIds: chosen,
    now: config.now(),
  })
  if (outcome.outcome === 'missing') throw notFound('Demande introuvable')
  if (outcome.outcome === 'taken') throw apiError(409, 'CONFLICT', ALREADY_TAKEN)

  // Names a structure and a date, never the patient nor anything of the form.
  const content = `${found.requester.organizationName ?? 'Une structure'} vous a envoyé une demande de prise en charge pour le ${formatDate(found.requestDate)}.`
  for (const { dispatchId, practitionerId } of outcome.sent) {
    await notifications.send({
      application,
      userId: practitionerId,
      template: 'service-request',
      content,
      payload: { serviceRequestId: found.id, dispatchId, organizationId },
    })
  }
  const sent = await requests.byId(application, found.id)
  if (!sent) throw notFound('Demande introuvable')
  return { status: 200, body: sent }
}
