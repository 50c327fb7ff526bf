// GET /guides/{slug}: one guide with its Markdown body, for the accounts it is written for. Another
// account's guide is a 404 like an unknown slug: the list never shows it, and a link shared between
// accounts of different types leads nowhere rather than to advice meant for someone else.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { notFound } from '../../core/errors.ts'
import type { GuidesServices } from './services.ts'

export async function getGuide(
  { request, params, application }: OperationContext<'getGuide'>,
  { accounts, guides }: GuidesServices,
): Promise<Reply<'getGuide'>> {
  const { user } = await accounts.account(request)
  const guide = guides.find(application, user.userType, params.slug!)
  if (!guide) throw notFound('Guide introuvable')
  const headers = { ETag: guide.etag, 'Cache-Control': 'private, no-cache' }
  if (request.headers['if-none-match'] === guide.etag) return { status: 304, body: undefined, headers }
  const { slug, title, summary, markdown } = guide
  return { status: 200, body: { slug, title, summary, markdown }, headers }
}
