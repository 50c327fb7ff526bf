// GET /guides: the guides of the caller's user type in the calling application, as a list (slug,
// title, summary) in their authors' order. Tagged, so that an unchanged list is a 304.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { listTag } from './guide-library.ts'
import type { GuidesServices } from './services.ts'

export async function listGuides(
  { request, application }: OperationContext<'listGuides'>,
  { accounts, guides }: GuidesServices,
): Promise<Reply<'listGuides'>> {
  const { user } = await accounts.account(request)
  const mine = guides.for(application, user.userType)
  const etag = listTag(mine)
  const headers = { ETag: etag, 'Cache-Control': 'private, no-cache' }
  if (request.headers['if-none-match'] === etag) return { status: 304, body: undefined, headers }
  return {
    status: 200,
    body: { guides: mine.map(({ slug, title, summary }) => ({ slug, title, summary })) },
    headers,
  }
}
