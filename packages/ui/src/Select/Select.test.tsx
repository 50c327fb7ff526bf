import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { userEvent } from 'vitest/browser'
import { Select } from './Select'

const options = [
  { id: 'A+', label: 'A+' },
  { id: 'B+', label: 'B+' },
  { id: 'O-', label: 'O-' },
]

describe('Select', () => {
  it('opens with the keyboard and selects an option', async () => {
    const onSelectionChange = vi.fn()
    const screen = await render(
      <Select label="Groupe sanguin" options={options} onSelectionChange={onSelectionChange} />,
    )
    const trigger = screen.getByRole('button', { name: /Groupe sanguin/ })
    await expect.element(trigger).toHaveTextContent('Sélectionner…')
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    await screen.getByRole('option', { name: 'B+' }).click()
    expect(onSelectionChange).toHaveBeenCalledWith('B+')
    await expect.element(trigger).toHaveTextContent('B+')
  })

  it('shows the French error', async () => {
    const screen = await render(
      <Select label="Groupe" options={options} isInvalid errorMessage="Ce champ est obligatoire" />,
    )
    await expect.element(screen.getByText('Ce champ est obligatoire')).toBeVisible()
  })
})
