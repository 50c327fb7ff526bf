// PATCH /channels/{channelId}: sets the conversation's encryption session, once (another value
// afterwards is a 409).
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError } from '../../core/errors.ts'
import { participantOf, writer } from './participants.ts'
import type { MessagingServices } from './services.ts'

export async function updateChannel(
  { request, params, body }: OperationContext<'updateChannel'>,
  services: MessagingServices,
): Promise<Reply<'updateChannel'>> {
  const account = await writer(request, services)
  const channel = await participantOf(account, params.channelId as string, services)
  if ((await services.channels.setSessionId(channel.id, body.sldId)) === 'conflict') {
    throw apiError(409, 'CONFLICT', 'Cette conversation a déjà une session de chiffrement')
  }
  return { status: 200, body: { ...channel, sldId: body.sldId } }
}
