import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { parseDate } from '@internationalized/date'
import { UiProvider } from '../UiProvider'
import { Calendar } from './Calendar'

describe('Calendar', () => {
  it('starts weeks on Monday, names months in French and moves with arrows', async () => {
    const onChange = vi.fn()
    const screen = await render(
      <UiProvider>
        <Calendar
          aria-label="Date"
          defaultFocusedValue={parseDate('2026-11-18')}
          onChange={onChange}
          autoFocus
        />
      </UiProvider>,
    )
    await expect.element(screen.getByRole('heading')).toHaveTextContent(/novembre 2026/)
    // The weekday row is aria-hidden (each day cell carries its full name), so read the DOM.
    expect(document.querySelector('th')?.textContent?.toLowerCase()).toMatch(/^l/)
    await userEvent.keyboard('{ArrowRight}{Enter}')
    expect(onChange.mock.lastCall?.[0]?.toString()).toBe('2026-11-19')
  })
})
