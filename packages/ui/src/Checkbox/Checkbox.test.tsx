import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { Checkbox } from './Checkbox'

describe('Checkbox', () => {
  it('toggles with click on the label and with Space', async () => {
    const onChange = vi.fn()
    const screen = await render(<Checkbox onChange={onChange}>Se souvenir de moi</Checkbox>)
    const box = screen.getByRole('checkbox', { name: 'Se souvenir de moi' })
    await screen.getByText('Se souvenir de moi').click()
    await expect.element(box).toBeChecked()
    await userEvent.keyboard(' ')
    await expect.element(box).not.toBeChecked()
    expect(onChange.mock.calls).toEqual([[true], [false]])
  })

  it('links its French error while invalid', async () => {
    const screen = await render(
      <Checkbox isInvalid errorMessage="Veuillez accepter les conditions.">
        J'accepte
      </Checkbox>,
    )
    await expect
      .element(screen.getByRole('checkbox', { name: "J'accepte" }))
      .toHaveAccessibleDescription('Veuillez accepter les conditions.')
  })

  it('exposes indeterminate and disabled states', async () => {
    const screen = await render(
      <>
        <Checkbox isIndeterminate>Tout</Checkbox>
        <Checkbox isDisabled>Bloqué</Checkbox>
      </>,
    )
    await expect.element(screen.getByRole('checkbox', { name: 'Tout' })).toBePartiallyChecked()
    await expect.element(screen.getByRole('checkbox', { name: 'Bloqué' })).toBeDisabled()
  })
})
