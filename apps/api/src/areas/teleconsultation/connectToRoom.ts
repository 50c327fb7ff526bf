// POST /appointment/{appointmentId}/room/connection: how one of the appointment's people reaches the
// others of its video room while it is booked — peer to peer with the deployment's STUN and TURN
// servers, or through its LiveKit server.
import { roomCredentials } from '../../adapters/video/room-credentials.ts'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { roomPeople } from './room-access.ts'
import type { TeleconsultationServices } from './services.ts'

export async function connectToRoom(
  { request, params, application }: OperationContext<'connectToRoom'>,
  services: TeleconsultationServices,
): Promise<Reply<'connectToRoom'>> {
  const { user } = await services.accounts.account(request)
  const appointmentId = (params.appointmentId as string).toLowerCase()
  await roomPeople(application, appointmentId, user.id, services)
  const name = user.profile ? `${user.profile.givenName} ${user.profile.familyName}`.trim() : ''
  const connection = await roomCredentials(services.config.video, {
    appointmentId,
    userId: user.id,
    name,
    now: services.config.now(),
  })
  return { status: 200, body: connection }
}
