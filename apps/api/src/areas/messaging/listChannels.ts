// GET /user/channels: the caller's conversations, most recently active first.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { app, limitOf, reader } from './participants.ts'
import type { MessagingServices } from './services.ts'

export async function listChannels(
  { request, query }: OperationContext<'listChannels'>,
  services: MessagingServices,
): Promise<Reply<'listChannels'>> {
  const account = await reader(request, services)
  const list = await services.channels.listFor(app(account), account.user.id, limitOf(query.limit))
  return { status: 200, body: list }
}
