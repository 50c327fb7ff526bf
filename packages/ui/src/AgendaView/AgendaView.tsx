// The agenda's day, week and month views: appointments drawn on their hours in the agenda's time zone
// (60-minute lines, `slotsPerHour` lighter ones between), opened to 08:00, and a month of days whose
// events are listed in each day. Every event is a button whose name says its time, title and status,
// so the agenda reads and works the same with a screen reader or the keyboard alone. Presentational:
// the caller fetches the events and decides what a press does.
import { useLayoutEffect, useRef, type CSSProperties } from 'react'
import { Button } from 'react-aria-components'
import { parseDate } from '@internationalized/date'
import { dateOf, placeEventsOnDay, visibleDates, type AgendaViewMode } from './layout'
import { visuallyHidden } from '../theme/styles.css'
import * as styles from './AgendaView.css'

export type AgendaCategory = 'consultation' | 'urgent' | 'routine' | 'renewal'

export interface AgendaEvent {
  id: string
  /** Epoch milliseconds. */
  start: number
  end: number
  title: string
  /** A second line: the patient, the practitioners. */
  detail?: string
  /** Its service category's colour; the title says it in words. */
  category: AgendaCategory
  /** A cancelled or finished event, greyed, its status spelt out ('Annulé', 'Terminé'). */
  status?: string
}

export interface AgendaViewProps {
  view: AgendaViewMode
  /** An ISO date inside the period shown. */
  date: string
  timeZone: string
  events: readonly AgendaEvent[]
  /** The region's name ('Agenda'). */
  label: string
  /** Today's ISO date in the zone, marked in the headers. */
  today?: string
  onEventPress?: (id: string) => void
  /** Month view: a day's number opens that day. */
  onDayPress?: (date: string) => void
  /** Shown above the grid when nothing falls in the period. */
  emptyMessage?: string
  /** The hour the time grid opens at. */
  scrollToHour?: number
  slotsPerHour?: number
  /** At most this many events listed in a month's day before '+ N'. */
  eventsPerMonthDay?: number
}

const HOUR_HEIGHT = 48
const HOURS = Array.from({ length: 24 }, (_, hour) => hour)
const MONTH_WEEKDAYS = ['lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.', 'dim.']

const calendarDay = (date: string) => parseDate(date).toDate('UTC')
const dayFormat = new Intl.DateTimeFormat('fr-FR', { weekday: 'short', day: 'numeric', timeZone: 'UTC' })
const fullDayFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

function timeFormat(timeZone: string) {
  return new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone })
}

/**
 * An event's button content, read as « 09:00 – 09:30, Consultation, Camille Lefèvre, Annulé »: what the
 * box is too small to show (the end, the separators, the status) is there for screen readers only, so
 * the name always holds the visible text.
 */
function EventContent({
  event,
  time,
  compact,
}: {
  event: AgendaEvent
  time: Intl.DateTimeFormat
  compact?: boolean
}) {
  const hidden = (text: string) => <span className={visuallyHidden}>{text}</span>
  return (
    <>
      <span className={compact ? undefined : styles.eventTime}>
        {time.format(event.start)}
        {hidden(` – ${time.format(event.end)},`)}
      </span>{' '}
      <span className={compact ? undefined : styles.eventTitle}>{event.title}</span>
      {event.detail &&
        (compact ? (
          hidden(`, ${event.detail}`)
        ) : (
          <>
            {hidden(',')} <span className={styles.eventDetail}>{event.detail}</span>
          </>
        ))}
      {event.status && hidden(`, ${event.status}`)}
    </>
  )
}

export function AgendaView(props: AgendaViewProps) {
  const { view, date, timeZone, events, label, emptyMessage } = props
  const dates = visibleDates(view, date)
  const first = dates[0]!
  const last = dates[dates.length - 1]!
  const inPeriod = events.some((event) => {
    const startDate = dateOf(event.start, timeZone)
    const endDate = dateOf(Math.max(event.start, event.end - 1), timeZone)
    return startDate <= last && endDate >= first
  })
  return (
    <section className={styles.agenda} aria-label={label}>
      {!inPeriod && emptyMessage && (
        <p className={styles.empty} role="status">
          {emptyMessage}
        </p>
      )}
      {view === 'month' ? <MonthGrid {...props} dates={dates} /> : <TimeGrid {...props} dates={dates} />}
    </section>
  )
}

function TimeGrid({
  dates,
  timeZone,
  events,
  today,
  onEventPress,
  scrollToHour = 8,
  slotsPerHour = 2,
}: AgendaViewProps & { dates: string[] }) {
  const body = useRef<HTMLDivElement>(null)
  const firstDate = dates[0]
  // Each period opens at the same hour. A grid mounted while hidden (display: none) cannot scroll:
  // it scrolls when it is first laid out.
  useLayoutEffect(() => {
    const element = body.current
    if (!element) return
    const scroll = () => (element.scrollTop = scrollToHour * HOUR_HEIGHT)
    if (element.clientHeight > 0) {
      scroll()
      return
    }
    const observer = new ResizeObserver(() => {
      if (element.clientHeight === 0) return
      scroll()
      observer.disconnect()
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [scrollToHour, firstDate])
  const time = timeFormat(timeZone)
  const columns = { '--agenda-days': dates.length } as CSSProperties
  return (
    <div className={styles.timeGrid}>
      <div className={styles.dayHeaders} style={columns} aria-hidden="true">
        <span />
        {dates.map((day) => (
          <span key={day} className={day === today ? styles.todayHeader : styles.dayHeader}>
            {dayFormat.format(calendarDay(day))}
          </span>
        ))}
      </div>
      <div
        ref={body}
        className={styles.timeBody}
        style={columns}
        // Scrolled by keyboard too, even on a day without an event to tab to.
        tabIndex={0}
        role="group"
        aria-label="Heures de la journée"
      >
        <div className={styles.hourLabels} aria-hidden="true">
          {HOURS.map((hour) => (
            <span key={hour} className={styles.hourLabel} style={{ height: HOUR_HEIGHT }}>
              {`${String(hour).padStart(2, '0')}:00`}
            </span>
          ))}
        </div>
        {dates.map((day) => (
          <section
            key={day}
            className={styles.dayColumn}
            aria-label={fullDayFormat.format(calendarDay(day))}
            style={
              {
                height: 24 * HOUR_HEIGHT,
                '--agenda-slot': `${HOUR_HEIGHT / slotsPerHour}px`,
                '--agenda-hour': `${HOUR_HEIGHT}px`,
              } as CSSProperties
            }
          >
            <ul className={styles.eventList}>
              {placeEventsOnDay(events, day, timeZone).map(({ event, top, bottom, lane, lanes }) => (
                <li
                  key={event.id}
                  className={styles.placedEvent}
                  style={{
                    top: (top / 60) * HOUR_HEIGHT,
                    height: ((bottom - top) / 60) * HOUR_HEIGHT,
                    left: `${(lane / lanes) * 100}%`,
                    width: `${100 / lanes}%`,
                  }}
                >
                  <Button
                    className={styles.event({ category: event.category, muted: Boolean(event.status) })}
                    onPress={() => onEventPress?.(event.id)}
                  >
                    <EventContent event={event} time={time} />
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  )
}

function MonthGrid({
  dates,
  date,
  timeZone,
  events,
  today,
  onEventPress,
  onDayPress,
  eventsPerMonthDay = 3,
}: AgendaViewProps & { dates: string[] }) {
  const month = date.slice(0, 7)
  const time = timeFormat(timeZone)
  const byDay = new Map<string, AgendaEvent[]>()
  for (const event of [...events].sort((a, b) => a.start - b.start)) {
    const day = dateOf(event.start, timeZone)
    byDay.set(day, [...(byDay.get(day) ?? []), event])
  }
  return (
    <div className={styles.monthGrid}>
      {MONTH_WEEKDAYS.map((weekday) => (
        <span key={weekday} className={styles.monthWeekday} aria-hidden="true">
          {weekday}
        </span>
      ))}
      {dates.map((day) => {
        const dayEvents = byDay.get(day) ?? []
        const fullDay = fullDayFormat.format(calendarDay(day))
        return (
          <section
            key={day}
            className={styles.monthDay({ outside: !day.startsWith(month), today: day === today })}
            aria-label={fullDay}
          >
            {onDayPress ? (
              <Button
                className={styles.monthDayNumber}
                aria-label={`Voir le ${fullDay}`}
                onPress={() => onDayPress(day)}
              >
                {Number(day.slice(8))}
              </Button>
            ) : (
              <span className={styles.monthDayNumber}>{Number(day.slice(8))}</span>
            )}
            <ul className={styles.monthEvents}>
              {dayEvents.slice(0, eventsPerMonthDay).map((event) => (
                <li key={event.id}>
                  <Button
                    className={styles.monthEvent({ category: event.category, muted: Boolean(event.status) })}
                    onPress={() => onEventPress?.(event.id)}
                  >
                    <EventContent event={event} time={time} compact />
                  </Button>
                </li>
              ))}
            </ul>
            {dayEvents.length > eventsPerMonthDay && (
              <span className={styles.monthMore}>+ {dayEvents.length - eventsPerMonthDay}</span>
            )}
          </section>
        )
      })}
    </div>
  )
}

export interface AgendaLegendProps {
  items: readonly { category: AgendaCategory; label: string }[]
}

/** What each colour stands for; the events say it in words too. */
export function AgendaLegend({ items }: AgendaLegendProps) {
  return (
    <ul className={styles.legend} aria-label="Légende">
      {items.map((item) => (
        <li key={item.label} className={styles.legendItem}>
          <span className={styles.legendSwatch({ category: item.category })} aria-hidden="true" />
          {item.label}
        </li>
      ))}
    </ul>
  )
}
