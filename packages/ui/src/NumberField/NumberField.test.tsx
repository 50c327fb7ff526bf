import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { UiProvider } from '../UiProvider'
import { NumberField } from './NumberField'

describe('NumberField', () => {
  it('steps with arrows and buttons within min/max', async () => {
    const onChange = vi.fn()
    const screen = await render(
      <UiProvider>
        <NumberField label="Rayon (km)" defaultValue={9} minValue={0} maxValue={10} onChange={onChange} />
      </UiProvider>,
    )
    const input = screen.getByRole('textbox', { name: 'Rayon (km)' })
    await input.click()
    await userEvent.keyboard('{ArrowUp}')
    expect(onChange).toHaveBeenLastCalledWith(10)
    await userEvent.keyboard('{ArrowUp}')
    await expect.element(input).toHaveValue('10')
    await screen.getByRole('button', { name: /Diminuer/ }).click()
    expect(onChange).toHaveBeenLastCalledWith(9)
  })

  it('formats decimals the French way', async () => {
    const screen = await render(
      <UiProvider>
        <NumberField label="Poids" defaultValue={1234.5} />
      </UiProvider>,
    )
    // fr-FR groups thousands with a narrow no-break space.
    await expect.element(screen.getByRole('textbox')).toHaveValue('1\u202f234,5')
  })
})
