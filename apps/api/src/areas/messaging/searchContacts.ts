// GET /user/contacts: people the caller may write to. It must not list who has an account: by name,
// those the caller is related to (a conversation, a structure — never a patient for a patient —, the
// care a patient's medical-file group records) and, for a professional, other professionals; by exact
// email or phone, the same people. Anyone else gives the same empty answer as an unknown identifier.
// Names and user types only, nothing medical; at most MAX_CONTACTS.
import { isValidEmail, normalizeEmail, normalizePhone } from '@relais/domain'
import type { OperationContext, Reply } from '../../core/contract/types.ts'
import { apiError } from '../../core/errors.ts'
import { nameSearchWords } from './channels-repository.ts'
import { app, reader } from './participants.ts'
import type { MessagingServices } from './services.ts'

/** Searches per account and rate-limit window (15 minutes): enough to type a few names, not to sweep. */
export const CONTACT_SEARCHES_PER_WINDOW = 60

/** The most one answer holds (the contract's maximum `limit`): a page to choose from, not a directory. */
const MAX_CONTACTS = 20

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
  // Exactly an email or a phone number: looked up as such, never as a name.
  const phone = /^[+\d][\d\s.()-]{5,}$/.test(text) ? normalizePhone(text) : null
  const exact = isValidEmail(text) ? { email: normalizeEmail(text) } : phone ? { phone } : undefined
  const limit = Number(query.limit ?? MAX_CONTACTS)
  const contacts = await channels.contactsOf(
    app(account),
    { id: account.user.id, userType: account.user.userType },
    exact ? { exact, words: [] } : { words: nameSearchWords(text) },
    Number.isInteger(limit) && limit >= 1 && limit <= MAX_CONTACTS ? limit : MAX_CONTACTS,
  )
  return { status: 200, body: contacts }
}
