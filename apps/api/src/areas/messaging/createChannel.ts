// POST /user/channels: a OneToOne conversation with someone contact search would find for the caller;
// asking again for the same pair returns theirs (200 instead of 201). A new one is announced to the
// other participant's conversation list, live.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { validationFailed } from '../../core/errors.ts'
import { app, participantOf, writer } from './participants.ts'
import type { ConversationNews } from './realtime.ts'
import type { MessagingServices } from './services.ts'

export async function createChannel(
  { request, body }: OperationContext<'createChannel'>,
  services: MessagingServices,
): Promise<Reply<'createChannel'>> {
  const { config, channels, fanOut } = services
  const account = await writer(request, services)
  const me = account.user.id
  const others = [...new Set(body.userIds)].filter((id) => id !== me)
  if (others.length !== 1) {
    throw validationFailed([
      { field: 'body.userIds', message: 'Une conversation réunit vous et un autre utilisateur' },
    ])
  }
  const other = others[0] as string
  // The same people contact search finds: holding someone's id is not enough to write to them.
  const reachable = await channels.mayWriteTo(
    app(account),
    { id: me, userType: account.user.userType },
    other,
  )
  if (!reachable) {
    throw validationFailed([{ field: 'body.userIds', message: 'Utilisateur introuvable' }])
  }
  const { id, created } = await channels.findOrCreateOneToOne(app(account), me, [me, other], config.now())
  const channel = await participantOf(account, id, services)
  if (created) {
    const news: ConversationNews = { opened: true, channelId: id, author: me, listeners: [other] }
    // Stored first: the other participant's list has it on its next read whatever happens here.
    await fanOut.publish(news).catch((error: unknown) => {
      request.log(['error', 'realtime'], error as Error)
    })
  }
  return created ? { status: 201, body: channel } : { status: 200, body: channel }
}
