import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { Switch } from './Switch'

describe('Switch', () => {
  it('toggles with click and Space and exposes the switch role', async () => {
    const onChange = vi.fn()
    const screen = await render(<Switch onChange={onChange}>Notifications par SMS</Switch>)
    const sw = screen.getByRole('switch', { name: 'Notifications par SMS' })
    await screen.getByText('Notifications par SMS').click()
    await expect.element(sw).toBeChecked()
    await userEvent.keyboard(' ')
    await expect.element(sw).not.toBeChecked()
    expect(onChange.mock.calls).toEqual([[true], [false]])
  })
})
