import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { UiProvider } from '../UiProvider'
import { Link } from './Link'

describe('Link', () => {
  it('navigates through the router given to UiProvider, with hrefs from useHref', async () => {
    const navigate = vi.fn()
    const screen = await render(
      <UiProvider navigate={navigate} useHref={(h) => `/app${h}`}>
        <Link href="/agenda">Agenda</Link>
      </UiProvider>,
    )
    const link = screen.getByRole('link', { name: 'Agenda' })
    await expect.element(link).toHaveAttribute('href', '/app/agenda')
    await link.click()
    expect(navigate).toHaveBeenCalledWith('/agenda', undefined)
    await userEvent.keyboard('{Enter}')
    expect(navigate).toHaveBeenCalledTimes(2)
  })
})
