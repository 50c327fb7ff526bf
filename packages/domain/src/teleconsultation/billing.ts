// 'Facturation' in the consultation room: the billing portal (an outside service) opens in a new tab on
// the consultation's ticket, with what the portal needs to find the patient's insurance rights: her
// birth date, names and the first 13 characters of her NIR (the portal does without the key).
import { nirFirst13 } from '../identifiers/nir.ts'

export interface BillingTicket {
  /** The consultation's ticket: its appointment id. */
  ticketId: string
  /** ISO date, yyyy-mm-dd. */
  birthDate: string | null
  firstName: string
  lastName: string
  nir: string | null
}

/**
 * The portal's address for `ticket`, its query parameters added to whatever `portalUrl` carries.
 * Absent values are left out; a NIR shorter than 13 characters is not sent.
 */
export function billingPortalLink(portalUrl: string, ticket: BillingTicket): string {
  const url = new URL(portalUrl)
  const set = (name: string, value: string | null | undefined) => {
    if (value) url.searchParams.set(name, value)
  }
  set('ticket', ticket.ticketId)
  set('birthDate', ticket.birthDate)
  set('firstName', ticket.firstName)
  set('lastName', ticket.lastName)
  const nir = ticket.nir ? nirFirst13(ticket.nir) : ''
  set('nir', nir.length === 13 ? nir : null)
  return url.toString()
}
