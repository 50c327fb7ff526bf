// GET /channels/{channelId}: a conversation and a page of its messages, newest last, for participants.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { validationFailed } from '../../core/errors.ts'
import { limitOf, participantOf, reader } from './participants.ts'
import type { MessagingServices } from './services.ts'

export async function getChannel(
  { request, params, query }: OperationContext<'getChannel'>,
  services: MessagingServices,
): Promise<Reply<'getChannel'>> {
  const account = await reader(request, services)
  const channel = await participantOf(account, params.channelId as string, services)
  const page = await services.channels.messages(channel.id, {
    ...(query.before ? { before: query.before } : {}),
    limit: limitOf(query.limit),
  })
  if (!page) {
    throw validationFailed([
      { field: 'query.before', message: 'Message introuvable dans cette conversation' },
    ])
  }
  return { status: 200, body: { ...channel, ...page } }
}
