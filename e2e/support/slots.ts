// A slot a journey can book 'in a few minutes' whatever the hour it runs at: practitioners open round
// the clock keep each day's hours in their own time zone (00:00–23:59), so a slot running past
// midnight in one of them is refused. The first quarter hour, ten minutes from now or later, whose
// whole slot lies within one day in every zone given.

/** `instant`'s local date and minutes since midnight in `timeZone`. */
function localDay(instant: Date, timeZone: string): { date: string; minutes: number } {
  const [date, time] = instant.toLocaleString('sv-SE', { timeZone }).split(' ')
  const [hours, minutes] = time!.split(':').map(Number)
  return { date: date!, minutes: hours! * 60 + minutes! }
}

/**
 * The slot's start, and its end `minutes` later; after `skip` such slots (when the first ones are taken:
 * near midnight, another journey may have booked the same practitioner at the next day's first hour).
 */
export function nextSlotWithinTheDay(
  minutes: number,
  timeZones: string[],
  skip = 0,
): { start: Date; end: Date } {
  const quarter = 15 * 60_000
  let start = Math.ceil((Date.now() + 10 * 60_000) / quarter) * quarter
  let skipped = 0
  for (;;) {
    const end = start + minutes * 60_000
    const fits = timeZones.every((zone) => {
      const from = localDay(new Date(start), zone)
      // The day's hours end at 23:59: the slot's last minute must fall on the same day, before it.
      const last = localDay(new Date(end - 60_000), zone)
      return from.date === last.date && last.minutes < 23 * 60 + 59
    })
    if (fits && skipped++ === skip) return { start: new Date(start), end: new Date(end) }
    start += fits ? minutes * 60_000 : quarter
  }
}
