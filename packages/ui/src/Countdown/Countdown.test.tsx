import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { Countdown, countdownText } from './Countdown'

describe('Countdown', () => {
  afterEach(() => {
    vi.useRealTimers()
  })
  it('words before and after the start', () => {
    const start = new Date(2026, 10, 24, 10, 0, 0)
    expect(countdownText(start, new Date(2026, 10, 24, 9, 55, 30))).toBe(
      'La consultation commence dans 4 minutes 30 secondes',
    )
    expect(countdownText(start, new Date(2026, 10, 24, 10, 2, 0))).toBe(
      'La consultation a commencé il y a 2 minutes',
    )
  })
  it('refreshes every 500 ms', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    let t = new Date(2026, 10, 24, 9, 59, 58).getTime()
    const now = () => new Date(t)
    const screen = await render(<Countdown start={new Date(2026, 10, 24, 10, 0, 0)} now={now} />)
    await expect.element(screen.getByText(/commence dans 2 secondes/)).toBeVisible()
    t += 1000
    vi.advanceTimersByTime(500)
    await expect.element(screen.getByText(/commence dans 1 seconde$/)).toBeVisible()
  })
})
