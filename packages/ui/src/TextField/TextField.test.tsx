import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { TextField } from './TextField'

describe('TextField', () => {
  it('is labelled, described and reports typed values', async () => {
    const onChange = vi.fn()
    const screen = await render(
      <TextField label="Adresse e-mail" description="Celle de votre compte" onChange={onChange} />,
    )
    const input = screen.getByRole('textbox', { name: 'Adresse e-mail' })
    await expect.element(input).toHaveAccessibleDescription('Celle de votre compte')
    await input.fill('sage@exemple.fr')
    expect(onChange).toHaveBeenLastCalledWith('sage@exemple.fr')
  })

  it('shows the French error and marks the input invalid', async () => {
    const screen = await render(
      <TextField label="Adresse e-mail" isInvalid errorMessage="Adresse e-mail invalide" defaultValue="x" />,
    )
    const input = screen.getByRole('textbox', { name: 'Adresse e-mail' })
    await expect.element(input).toHaveAttribute('aria-invalid', 'true')
    await expect.element(input).toHaveAccessibleDescription(/Adresse e-mail invalide/)
  })

  it('runs a validate function and shows its message after commit', async () => {
    const screen = await render(
      <form>
        <TextField
          label="Nom"
          validationBehavior="aria"
          validate={(v) => (v.length < 2 ? 'Saisissez au moins 2 caractères' : null)}
        />
      </form>,
    )
    await screen.getByRole('textbox', { name: 'Nom' }).fill('a')
    await userEvent.tab()
    await expect.element(screen.getByText('Saisissez au moins 2 caractères')).toBeInTheDocument()
  })
})
