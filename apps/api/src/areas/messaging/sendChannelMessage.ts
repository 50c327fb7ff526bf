// POST /channels/{channelId}/message: stores an encrypted message (the contract's `EncryptedEnvelope`,
// checked before this runs: text in clear is a 400), then pushes it to the other participants' sockets:
// to those in the conversation, and to their conversation lists (which conversation moved, nothing more).
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { validationFailed } from '../../core/errors.ts'
import { participantOf, writer } from './participants.ts'
import type { ConversationNews } from './realtime.ts'
import type { MessagingServices } from './services.ts'

export async function sendChannelMessage(
  { request, params, body }: OperationContext<'sendChannelMessage'>,
  services: MessagingServices,
): Promise<Reply<'sendChannelMessage'>> {
  const { config, channels, fanOut } = services
  const account = await writer(request, services)
  const channel = await participantOf(account, params.channelId as string, services)
  const mentions = [...new Set(body.mentions ?? [])]
  const participants = new Set(channel.users.map((u) => u.id))
  if (mentions.some((id) => !participants.has(id))) {
    throw validationFailed([
      {
        field: 'body.mentions',
        message: 'Seuls les participants de la conversation peuvent être mentionnés',
      },
    ])
  }
  const message = await channels.addMessage({
    channelId: channel.id,
    authorId: account.user.id,
    envelope: body.text,
    mentions,
    now: config.now(),
  })
  // Stored first: a recipient offline now reads it with GET when they come back.
  const news: ConversationNews = {
    ...message,
    listeners: [...participants].filter((id) => id !== message.author),
  }
  await fanOut.publish(news).catch((error: unknown) => {
    request.log(['error', 'realtime'], error as Error)
  })
  return { status: 201, body: message }
}
