// GET /user/contacts: people the caller may write to. It must not list who has an account: by name,
// those sharing a conversation or an organization with the caller; by exact email or phone, the same
// people, and any professional when the caller is one (patients are not professionals). Anyone else
// gives the same empty answer as an unknown identifier. Names and user types only, nothing medical.
import { isValidEmail, normalizeEmail, normalizePhone } from '@relais/domain'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError } from '../../core/errors.ts'
import { app, reader } from './participants.ts'
import type { MessagingServices } from './services.ts'

/** Searches per account and rate-limit window (15 minutes): enough to type a few names, not to sweep. */
export const CONTACT_SEARCHES_PER_WINDOW = 60

export async function searchContacts(
  { request, query }: OperationContext<'searchContacts'>,
  services: MessagingServices,
): Promise<Reply<'searchContacts'>> {
  const { config, channels, rateLimiter } = services
  const account = await reader(request, services)
  const hit = await rateLimiter.hit(
    'contact-search',
    account.user.id,
    CONTACT_SEARCHES_PER_WINDOW,
    config.now(),
  )
  if (!hit.allowed) {
    throw apiError(429, 'TOO_MANY_ATTEMPTS', 'Trop de recherches. Merci de réessayer plus tard.', {
      retryAfterSeconds: hit.retryAfterSeconds,
    })
  }
  const text = typeof query.query === 'string' ? query.query.trim() : ''
  // Exactly an email or a phone number: it may reach a professional outside one's contacts.
  const phone = /^[+\d][\d\s.()-]{5,}$/.test(text) ? normalizePhone(text) : null
  const exact = isValidEmail(text) ? { email: normalizeEmail(text) } : phone ? { phone } : undefined
  const limit = Number(query.limit ?? 20)
  const contacts = await channels.contactsOf(
    app(account),
    { id: account.user.id, userType: account.user.userType },
    { ...(text ? { nameQuery: text } : {}), ...(exact ? { exact } : {}) },
    Number.isInteger(limit) && limit >= 1 && limit <= 50 ? limit : 20,
  )
  return { status: 200, body: contacts }
}
