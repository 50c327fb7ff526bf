// POST /appointment/{appointmentId}/room/signal: relays what one of the room's people says to set up
// the call — to everyone else in the room, or to the one person it names — through the fan-out, so that
// it reaches their sockets on whichever instance they are connected to.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { ruleBroken } from '../../core/errors.ts'
import { roomPeople } from './room-access.ts'
import type { TeleconsultationServices } from './services.ts'

export async function sendRoomSignal(
  { request, params, body, application }: OperationContext<'sendRoomSignal'>,
  services: TeleconsultationServices,
): Promise<Reply<'sendRoomSignal'>> {
  const { user } = await services.accounts.account(request)
  const appointmentId = (params.appointmentId as string).toLowerCase()
  const people = await roomPeople(application, appointmentId, user.id, services)
  const to = body.to?.toLowerCase()
  // A description or a candidate is for one person, who must be in the room; bye for all; hello for all
  // (one has joined) or for one (who is asked to offer).
  const targeted = body.type === 'description' || body.type === 'candidate'
  if (targeted && to === undefined) throw ruleBroken([{ field: 'body.to', message: 'Destinataire requis' }])
  if (body.type === 'bye' && to !== undefined) {
    throw ruleBroken([{ field: 'body.to', message: 'Aucun destinataire ici' }])
  }
  if (to !== undefined && (to === user.id || !people.includes(to))) {
    throw ruleBroken([{ field: 'body.to', message: "Cette personne n'est pas dans la consultation" }])
  }
  if (body.type === 'description' && !body.description) {
    throw ruleBroken([{ field: 'body.description', message: 'Description requise' }])
  }
  if (body.type === 'candidate' && !body.candidate) {
    throw ruleBroken([{ field: 'body.candidate', message: 'Candidat requis' }])
  }
  await services.fanOut.publish({ appointmentId, from: user.id, ...(to ? { to } : {}), signal: body })
  return { status: 204, body: undefined }
}
