import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { Button } from './Button'

describe('Button', () => {
  it('calls onPress on click and on Enter/Space', async () => {
    const onPress = vi.fn()
    const screen = await render(<Button onPress={onPress}>Se connecter</Button>)
    await screen.getByRole('button', { name: 'Se connecter' }).click()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    expect(onPress).toHaveBeenCalledTimes(3)
  })

  it('does not fire when disabled', async () => {
    const onPress = vi.fn()
    const screen = await render(
      <Button onPress={onPress} isDisabled>
        Envoyer
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Envoyer' })
    await expect.element(button).toBeDisabled()
    await button.click({ force: true })
    expect(onPress).not.toHaveBeenCalled()
  })

  it('stays focusable while pending, ignores presses and exposes a progressbar', async () => {
    const onPress = vi.fn()
    const screen = await render(
      <Button onPress={onPress} isPending pendingLabel="Connexion en cours">
        Se connecter
      </Button>,
    )
    const button = screen.getByRole('button', { name: /Se connecter/ })
    await expect.element(button).toHaveAttribute('data-pending', 'true')
    await expect.element(screen.getByRole('progressbar', { name: 'Connexion en cours' })).toBeInTheDocument()
    await userEvent.tab()
    await expect.element(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    // aria-disabled makes Playwright refuse a normal click; force it to prove presses are ignored.
    await button.click({ force: true })
    expect(onPress).not.toHaveBeenCalled()
  })
})
