import { describe, expect, it } from 'vitest'
import { foldLine, renderCalendar, utcDateTime } from './icalendar.ts'

describe('iCalendar text', () => {
  it('writes UTC date-times without separators or milliseconds', () => {
    expect(utcDateTime(Date.parse('2026-01-05T07:03:09.456Z'))).toBe('20260105T070309Z')
  })

  it('folds a long line at 75 octets, never inside a character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}${'a'.repeat(30)}`
    const folded = foldLine(line)
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(1)
    for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75)
    for (const part of parts.slice(1)) expect(part.startsWith(' ')).toBe(true)
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line)
    expect(foldLine('SUMMARY:Consultation')).toBe('SUMMARY:Consultation')
  })

  it('escapes text values and ends every line with CRLF', () => {
    const ics = renderCalendar({
      name: 'Agenda; du cabinet, Paris',
      now: new Date('2026-11-21T09:00:00Z'),
      events: [],
    })
    expect(ics).toContain('X-WR-CALNAME:Agenda\\; du cabinet\\, Paris\r\n')
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })
})
