import { describe, expect, it } from 'vitest'
import { billingPortalLink } from './billing.ts'

const TICKET = {
  ticketId: '6f1c2a54-2f7c-4a8e-9d3e-0f3d2c1b0a99',
  birthDate: '1990-05-17',
  firstName: 'Aïcha',
  lastName: 'Koné-Durand',
  nir: '2 90 05 75 112 233 41',
}

describe('billingPortalLink', () => {
  it('adds the ticket, the birth date, the names and the first 13 characters of the NIR', () => {
    const url = new URL(billingPortalLink('https://facturation.example.fr/tiers?source=relais', TICKET))
    expect(url.origin + url.pathname).toBe('https://facturation.example.fr/tiers')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      source: 'relais',
      ticket: TICKET.ticketId,
      birthDate: '1990-05-17',
      firstName: 'Aïcha',
      lastName: 'Koné-Durand',
      nir: '2900575112233',
    })
  })

  it('keeps Corsica’s department letters and leaves out what is missing or too short', () => {
    const corsica = new URL(
      billingPortalLink('https://p.example/', { ...TICKET, nir: '1 84 12 2A 004 005 24' }),
    )
    expect(corsica.searchParams.get('nir')).toBe('184122A004005')
    const bare = new URL(
      billingPortalLink('https://p.example/', { ...TICKET, birthDate: null, nir: '1 84 12' }),
    )
    expect(bare.searchParams.has('birthDate')).toBe(false)
    expect(bare.searchParams.has('nir')).toBe(false)
    expect(bare.searchParams.get('ticket')).toBe(TICKET.ticketId)
  })
})
