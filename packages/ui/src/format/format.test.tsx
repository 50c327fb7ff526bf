import { describe, expect, it } from 'vitest'
import { formatCurrency, formatDate, formatDateTime, formatRelative, formatTime } from './format'
import { formatPhone } from './phone'

// Local-time constructors: the helpers format in the browser's zone, as the screens do.
const at = new Date(2026, 10, 24, 9, 5)

describe('format', () => {
  it('dates and times', () => {
    expect(formatDate(at)).toBe('24/11/2026')
    expect(formatTime(at)).toBe('09:05')
    expect(formatTime(new Date(2026, 0, 1, 17, 45))).toBe('17:45')
    expect(formatDateTime(at)).toBe('24/11/2026 à 09:05')
  })

  it('relative under a day, the date beyond', () => {
    const now = new Date(2026, 10, 24, 10, 0)
    expect(formatRelative(new Date(2026, 10, 24, 9, 55), now)).toBe('il y a 5 minutes')
    expect(formatRelative(new Date(2026, 10, 24, 7, 0), now)).toBe('il y a 3 heures')
    expect(formatRelative(new Date(2026, 10, 24, 12, 0), now)).toBe('dans 2 heures')
    expect(formatRelative(new Date(2026, 10, 24, 9, 59, 40), now)).toBe("à l'instant")
    expect(formatRelative(new Date(2026, 10, 23, 9, 0), now)).toBe('23/11/2026')
  })

  it('currency in EUR and XOF', () => {
    expect(formatCurrency(1234.5).replace(/\s/g, ' ')).toBe('1 234,50 €')
    expect(formatCurrency(12500, 'XOF').replace(/\s/g, ' ')).toBe('12 500 F CFA')
  })

  it('phones in international format', () => {
    expect(formatPhone('+33612345678')).toBe('+33 6 12 34 56 78')
    // Grouping follows libphonenumber's metadata for each country.
    expect(formatPhone('+2250707070707')).toBe('+225 07 07 07 0707')
    expect(formatPhone('pas un numéro')).toBe('pas un numéro')
  })
})
