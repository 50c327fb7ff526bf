import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { UiProvider } from '../UiProvider'
import { ProgressBar } from './ProgressBar'

describe('ProgressBar', () => {
  it('exposes a labelled value clamped to 0–100, in French', async () => {
    const screen = await render(
      <UiProvider>
        <ProgressBar label="Profil complété" value={140} />
      </UiProvider>,
    )
    const bar = screen.getByRole('progressbar', { name: 'Profil complété' })
    await expect.element(bar).toHaveAttribute('aria-valuenow', '100')
    await expect.element(bar).toHaveTextContent(/100\s?%/)
  })
})
