import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { parseDate } from '@internationalized/date'
import { UiProvider } from '../UiProvider'
import { DatePicker } from './DatePicker'

describe('DatePicker', () => {
  it('types dd/MM/yyyy in French and emits a CalendarDate', async () => {
    const onChange = vi.fn()
    const screen = await render(
      <UiProvider>
        <DatePicker label="Date de naissance" onChange={onChange} />
      </UiProvider>,
    )
    const group = screen.getByRole('group', { name: 'Date de naissance' })
    await expect.element(group).toHaveTextContent('jj/mm/aaaa')
    await screen.getByRole('spinbutton', { name: /jour/ }).click()
    await userEvent.keyboard('24111990')
    expect(onChange.mock.lastCall?.[0]?.toString()).toBe('1990-11-24')
  })

  it('opens a calendar whose weeks start on Monday and respects maxValue', async () => {
    const screen = await render(
      <UiProvider>
        <DatePicker label="Date" defaultValue={parseDate('2026-11-18')} maxValue={parseDate('2026-11-20')} />
      </UiProvider>,
    )
    await screen.getByRole('button', { name: /Calendrier/ }).click()
    await expect.element(screen.getByRole('grid')).toBeInTheDocument()
    // The weekday row is aria-hidden (each day cell carries its full name), so read the DOM.
    expect(document.querySelector('th')?.textContent?.toLowerCase()).toMatch(/^l/)
    await expect
      .element(screen.getByRole('button', { name: /21 novembre 2026/ }))
      .toHaveAttribute('aria-disabled', 'true')
  })

  it('shows the French error', async () => {
    const screen = await render(
      <UiProvider>
        <DatePicker
          label="Date de naissance"
          isInvalid
          errorMessage="Une date de naissance ne peut être dans le futur"
        />
      </UiProvider>,
    )
    await expect.element(screen.getByText('Une date de naissance ne peut être dans le futur')).toBeVisible()
  })
})
