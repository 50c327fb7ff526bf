// The iCalendar text of a calendar feed (RFC 5545): lines ending in CRLF, each folded to 75 octets at
// most (a longer line goes on in continuation lines starting with a space), times in UTC. Calendars
// are strict about both: a bare LF or a long line makes some of them refuse the whole feed.
const CRLF = '\r\n'
const LINE_OCTETS = 75

interface CalendarEvent {
  /** Globally unique and stable across reads: a calendar updates the event it already has. */
  uid: string
  start: number
  end: number
  summary: string
}

interface Calendar {
  name: string
  /** The instant of this read: every event's DTSTAMP. */
  now: Date
  events: CalendarEvent[]
}

/** `YYYYMMDDTHHMMSSZ`, the form of a UTC date-time. */
export function utcDateTime(instant: number | Date): string {
  return new Date(instant)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '')
}

/** A TEXT value: backslash, semicolon, comma and line breaks escaped. */
function text(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n')
}

/**
 * Splits a content line into lines of 75 octets at most, never inside a character's UTF-8 bytes; each
 * continuation line's leading space counts in its 75.
 */
export function foldLine(line: string): string {
  if (Buffer.byteLength(line) <= LINE_OCTETS) return line
  const lines: string[] = []
  let current = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char)
    if (octets + size > LINE_OCTETS) {
      lines.push(current)
      current = ' '
      octets = 1
    }
    current += char
    octets += size
  }
  lines.push(current)
  return lines.join(CRLF)
}

export function renderCalendar({ name, now, events }: Calendar): string {
  const stamp = utcDateTime(now)
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Relais Santé//Consultations//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${text(name)}`,
    // Hints for how often to read the feed again, which calendars follow or not.
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      `UID:${text(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${utcDateTime(event.start)}`,
      `DTEND:${utcDateTime(event.end)}`,
      `SUMMARY:${text(event.summary)}`,
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ]
  return lines.map(foldLine).join(CRLF) + CRLF
}
