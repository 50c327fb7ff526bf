import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { UiProvider } from '../UiProvider'
import { DateRangePicker } from './DateRangePicker'

describe('DateRangePicker', () => {
  it('types a start and an end date', async () => {
    const onChange = vi.fn()
    const screen = await render(
      <UiProvider>
        <DateRangePicker label="Période" onChange={onChange} />
      </UiProvider>,
    )
    await screen.getByRole('spinbutton', { name: /jour/ }).first().click()
    await userEvent.keyboard('01112026')
    await userEvent.keyboard('30112026')
    const range = onChange.mock.lastCall?.[0]
    expect(`${range?.start} ${range?.end}`).toBe('2026-11-01 2026-11-30')
  })
})
