import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { AgendaLegend, AgendaView, type AgendaEvent } from './AgendaView'
import { placeEventsOnDay, visibleDates } from './layout'

const PARIS = 'Europe/Paris'
/**
 * An event button's name, « 09:00 – 09:30, Consultation, Camille Lefèvre »: the parts only screen
 * readers get are out of the text's flow, so the name may hold a space more around them.
 */
const eventName = (time: string, ...parts: string[]) =>
  new RegExp(`^${[time.replace(' – ', '\\s*–\\s*'), ...parts].join('\\s*,\\s*')}$`)
/** 2026-11-26 (a Thursday) at `hh:mm` in Paris (UTC+1 in November). */
const thursday = (hh: number, mm = 0) => Date.UTC(2026, 10, 26, hh - 1, mm)

const events: AgendaEvent[] = [
  {
    id: 'a',
    start: thursday(9),
    end: thursday(9, 30),
    title: 'Consultation',
    detail: 'Camille Lefèvre',
    category: 'consultation',
  },
  {
    id: 'b',
    start: thursday(9, 15),
    end: thursday(10),
    title: 'Urgent',
    detail: 'Amina Diallo',
    category: 'urgent',
  },
  {
    id: 'c',
    start: thursday(14),
    end: thursday(14, 15),
    title: 'Consultation',
    category: 'consultation',
    status: 'Annulé',
  },
]

describe('the agenda layout', () => {
  it('shows a week from Monday and whole weeks around a month', () => {
    expect(visibleDates('week', '2026-11-26')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ])
    const november = visibleDates('month', '2026-11-26')
    expect([november[0], november.at(-1), november.length]).toEqual(['2026-10-26', '2026-12-06', 42])
    expect(visibleDates('day', '2026-11-26')).toEqual(['2026-11-26'])
  })

  it('places events on their wall-clock hours across daylight saving, overlapping ones side by side', () => {
    // 08:00 in Paris is 07:00 UTC before the change of 29 March 2026 and 06:00 UTC after it.
    const before = placeEventsOnDay(
      [{ start: Date.UTC(2026, 2, 27, 7), end: Date.UTC(2026, 2, 27, 8) }],
      '2026-03-27',
      PARIS,
    )
    const after = placeEventsOnDay(
      [{ start: Date.UTC(2026, 2, 30, 6), end: Date.UTC(2026, 2, 30, 7) }],
      '2026-03-30',
      PARIS,
    )
    expect([before[0]!.top, before[0]!.bottom, after[0]!.top, after[0]!.bottom]).toEqual([480, 540, 480, 540])
    const placed = placeEventsOnDay(events, '2026-11-26', PARIS)
    expect(placed.map(({ event, top, lane, lanes }) => [event.id, top, lane, lanes])).toEqual([
      ['a', 540, 0, 2],
      ['b', 555, 1, 2],
      ['c', 840, 0, 1],
    ])
    // Across midnight: on both days, clipped.
    const night = { start: thursday(23), end: Date.UTC(2026, 10, 26, 23, 30) }
    expect(placeEventsOnDay([night], '2026-11-26', PARIS)[0]).toMatchObject({ top: 1380, bottom: 1440 })
    expect(placeEventsOnDay([night], '2026-11-27', PARIS)[0]).toMatchObject({ top: 0, bottom: 30 })
  })
})

describe('AgendaView', () => {
  it('names each event by its time, title, person and status, and opens it from the keyboard', async () => {
    const onEventPress = vi.fn()
    const screen = await render(
      <AgendaView
        view="week"
        date="2026-11-26"
        timeZone={PARIS}
        events={events}
        label="Agenda"
        onEventPress={onEventPress}
      />,
    )
    await expect
      .element(
        screen.getByRole('button', { name: eventName('09:00 – 09:30', 'Consultation', 'Camille Lefèvre') }),
      )
      .toBeVisible()
    await expect
      .element(screen.getByRole('button', { name: eventName('14:00 – 14:15', 'Consultation', 'Annulé') }))
      .toBeInTheDocument()
    await expect
      .element(screen.getByRole('region', { name: 'jeudi 26 novembre 2026' }).getByRole('button').first())
      .toHaveAccessibleName(eventName('09:00 – 09:30', 'Consultation', 'Camille Lefèvre'))
    await userEvent.tab()
    await userEvent.tab()
    await expect.element(screen.getByRole('button', { name: /^09:00 – 09:30/ })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(onEventPress).toHaveBeenCalledWith('a')
  })

  it('opens the hours at 08:00 and says when the period is empty', async () => {
    const screen = await render(
      <AgendaView
        view="day"
        date="2026-11-30"
        timeZone={PARIS}
        events={events}
        label="Agenda"
        emptyMessage="Aucun évènement ce jour/cette semaine"
      />,
    )
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Aucun évènement ce jour/cette semaine')
    const hours = screen.getByRole('group', { name: 'Heures de la journée' }).element()
    expect(hours.scrollTop).toBe(8 * 48)
  })

  it('lists a month’s events in their days, and a day’s number opens it', async () => {
    const onDayPress = vi.fn()
    const screen = await render(
      <AgendaView
        view="month"
        date="2026-11-26"
        timeZone={PARIS}
        events={events}
        label="Agenda"
        onDayPress={onDayPress}
      />,
    )
    const day = screen.getByRole('region', { name: 'jeudi 26 novembre 2026' })
    await expect.element(day.getByRole('button', { name: /Camille Lefèvre/ })).toBeVisible()
    await day.getByRole('button', { name: 'Voir le jeudi 26 novembre 2026' }).click()
    expect(onDayPress).toHaveBeenCalledWith('2026-11-26')
  })

  it('has a legend naming each colour', async () => {
    const screen = await render(
      <AgendaLegend
        items={[
          { category: 'consultation', label: 'Consultation' },
          { category: 'urgent', label: 'Urgent' },
        ]}
      />,
    )
    await expect
      .element(screen.getByRole('list', { name: 'Légende' }))
      .toHaveTextContent('ConsultationUrgent')
  })
})
