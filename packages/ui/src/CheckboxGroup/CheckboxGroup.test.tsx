import { describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { Checkbox } from '../Checkbox'
import { CheckboxGroup } from './CheckboxGroup'

describe('CheckboxGroup', () => {
  it('collects checked values and exposes a labelled group', async () => {
    const onChange = vi.fn()
    const screen = await render(
      <CheckboxGroup label="Langues parlées" onChange={onChange}>
        <Checkbox value="fr">Français</Checkbox>
        <Checkbox value="en">Anglais</Checkbox>
        <Checkbox value="dyu">Dioula</Checkbox>
      </CheckboxGroup>,
    )
    await expect.element(screen.getByRole('group', { name: 'Langues parlées' })).toBeInTheDocument()
    await screen.getByText('Français').click()
    await screen.getByText('Dioula').click()
    expect(onChange).toHaveBeenLastCalledWith(['fr', 'dyu'])
  })
})
