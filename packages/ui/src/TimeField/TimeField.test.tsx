import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { UiProvider } from '../UiProvider'
import { TimeField } from './TimeField'

describe('TimeField', () => {
  it('takes HH:mm on a 24-hour clock', async () => {
    const onChange = vi.fn()
    const screen = await render(
      <UiProvider locale="en-US">
        <TimeField label="Heure" onChange={onChange} />
      </UiProvider>,
    )
    // Even under en-US there is no AM/PM segment: the product always shows 24-hour times.
    expect(screen.getByRole('spinbutton').elements()).toHaveLength(2)
    await screen.getByRole('spinbutton').first().click()
    await userEvent.keyboard('1745')
    expect(onChange.mock.lastCall?.[0]?.toString()).toBe('17:45:00')
  })
})
