import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { OtpField } from './OtpField'

describe('OtpField', () => {
  it('is one labelled one-time-code input with a numeric keypad', async () => {
    const screen = await render(<OtpField />)
    const input = screen.getByRole('textbox', { name: 'Code de vérification' })
    await expect.element(input).toHaveAttribute('autocomplete', 'one-time-code')
    await expect.element(input).toHaveAttribute('inputmode', 'numeric')
    await expect.element(input).toHaveAccessibleDescription('Saisissez les 6 chiffres reçus.')
  })

  it('keeps digits only and calls onComplete once at the sixth digit', async () => {
    const onComplete = vi.fn()
    const onChange = vi.fn()
    const screen = await render(<OtpField onComplete={onComplete} onChange={onChange} />)
    await screen.getByRole('textbox').click()
    await userEvent.keyboard('12a3b45')
    expect(onChange).toHaveBeenLastCalledWith('12345')
    expect(onComplete).not.toHaveBeenCalled()
    await userEvent.keyboard('6')
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456')
    await userEvent.keyboard('7')
    await expect.element(screen.getByRole('textbox')).toHaveValue('123456')
    expect(onComplete).toHaveBeenCalledTimes(1)
  })

  it('accepts a pasted code with spaces', async () => {
    const onComplete = vi.fn()
    const screen = await render(<OtpField onComplete={onComplete} />)
    await screen.getByRole('textbox').fill('123 456')
    expect(onComplete).toHaveBeenCalledWith('123456')
  })

  it('shows the French error', async () => {
    const screen = await render(<OtpField isInvalid errorMessage="Code incorrect, 2 essais restants" />)
    await expect.element(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true')
    await expect.element(screen.getByText('Code incorrect, 2 essais restants')).toBeVisible()
  })
})
