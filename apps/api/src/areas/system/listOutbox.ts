// GET /dev/outbox: what the API would have sent, newest first (the contract router registers it in
// LOCAL/DEV only: x-dev-only). Tests and developers read one-time codes here.
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { normaliseIdentifier } from '../../core/identifiers.ts'
import type { SystemServices } from './services.ts'

export async function listOutbox(
  { query, application }: OperationContext<'listOutbox'>,
  { outbox }: SystemServices,
): Promise<Reply<'listOutbox'>> {
  let recipient = query.recipient
  if (recipient) {
    // Accept the forms people type (06 12 34 56 78, upper-case emails): the outbox holds normalised ones.
    const asEmail = recipient.includes('@') ? normaliseIdentifier('email', recipient) : null
    const asPhone = asEmail ? null : normaliseIdentifier('phone', recipient)
    const normal = asEmail ?? asPhone
    if (normal?.ok) recipient = normal.value
  }
  const rows = await outbox.list(application, recipient, query.limit ?? 20)
  return {
    status: 200,
    body: rows.map((row) => ({
      id: row.id,
      channel: row.channel as 'email' | 'sms',
      recipient: row.recipient,
      application: row.application as typeof application,
      subject: row.subject,
      text: row.text,
      ...(row.code ? { code: row.code } : {}),
      createdAt: new Date(row.created_at).toISOString(),
    })),
  }
}
